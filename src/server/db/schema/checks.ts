import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** SQL for `column IN ('a', 'b', …)`, used by CHECK constraints on enum-like text columns. */
export function oneOf(column: AnyPgColumn, values: readonly (string | number)[]): SQL {
  const list = sql.join(
    values.map((v) => (typeof v === 'number' ? sql.raw(String(v)) : sql.raw(`'${v.replaceAll("'", "''")}'`))),
    sql`, `,
  );
  return sql`${column} in (${list})`;
}
