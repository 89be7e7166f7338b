import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A sort key in Turkish alphabetical order without an ICU collation: letters folded with Turkish
 * rules, and ç ğ ı ö ş ü written as the preceding Latin letter plus '~' (after 'z'), so 'Çınar'
 * sorts after every 'C…' name and before 'D…', 'Ilgaz' (dotless) before 'İpek'.
 */
function turkishSortKey(column: SQL | AnyPgColumn): SQL {
  let key: SQL = sql`${column}`;
  for (const [from, to] of [
    ['Ç', 'c~'],
    ['ç', 'c~'],
    ['Ğ', 'g~'],
    ['ğ', 'g~'],
    ['I', 'h~'],
    ['ı', 'h~'],
    ['İ', 'i'],
    ['Ö', 'o~'],
    ['ö', 'o~'],
    ['Ş', 's~'],
    ['ş', 's~'],
    ['Ü', 'u~'],
    ['ü', 'u~'],
  ]) {
    key = sql`replace(${key}, ${from}, ${to})`;
  }
  return sql`lower(${key})`;
}

/**
 * `key` with every run of digits compared by its value: each run is padded with zeros to ten
 * digits, so 'oyuncu2@…' sorts before 'oyuncu10@…' (a plain text sort puts '1' before '2').
 */
function numericAware(key: SQL): SQL {
  const padded = sql`regexp_replace(${key}, '([0-9]+)', '0000000000\\1', 'g')`;
  return sql`regexp_replace(${padded}, '0*([0-9]{10})', '\\1', 'g')`;
}

/**
 * How staff lists of people and leagues are sorted: Turkish alphabetical order with numbers by
 * value ('Çınar' after 'Cem', 'oyuncu2' before 'oyuncu10'), whatever the database's collation.
 */
export function turkishOrder(column: SQL | AnyPgColumn): SQL {
  return numericAware(turkishSortKey(column));
}
