import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** How many rows one query of an export reads: memory stays flat however many rows there are. */
export const EXPORT_BATCH = 500;

/**
 * A cell as Excel may open it safely: text a spreadsheet would run as a formula (starting with
 * =, +, -, @, a tab or a carriage return) gets a leading apostrophe, so a name typed as a formula
 * stays text.
 */
export function safeCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/**
 * `attachment` with the Turkish name in `filename*` (RFC 5987, UTF-8) and an ASCII fallback in
 * `filename` for old clients: Turkish letters folded (ş → s), anything else outside [A-Za-z0-9._-]
 * a dash.
 */
export function contentDisposition(filename: string): string {
  const ascii =
    filename
      .replace(/[ıİ]/g, (c) => (c === 'ı' ? 'i' : 'I'))
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/-+/g, '-')
      .replace(/^-|-(?=\.)|-$/g, '') || 'raket.csv';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Reads a table in batches: `page(after)` answers the rows after the last one read (keyset
 * paging), `keyOf` the key of a row to continue from. Each batch is one short query, so a slow
 * download holds no transaction and no connection between batches.
 */
export async function* batches<Row, Key>(
  page: (after: Key | null) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): AsyncGenerator<Row> {
  let after: Key | null = null;
  for (;;) {
    const rows = await page(after);
    for (const row of rows) yield row;
    if (rows.length < EXPORT_BATCH) return;
    after = keyOf(rows[rows.length - 1]);
  }
}

/** A CSV line's cells. */
export type Cells = (string | number | null | undefined)[];

/** Turns each row read into the cells of its CSV line, as the client takes them. */
export async function* toCells<Row>(
  rows: AsyncIterable<Row>,
  cellsOf: (row: Row) => Cells,
): AsyncGenerator<Cells> {
  for await (const row of rows) yield cellsOf(row);
}

/**
 * Streams rows as CSV for Turkish Excel: UTF-8 with a byte order mark, `;` between fields, CRLF
 * line ends, a header line. The rows are read as the client takes them (backpressure through the
 * pipeline), never all at once.
 */
export function sendCsv(reply: FastifyReply, filename: string, header: string[], rows: AsyncIterable<Cells>) {
  const stringifier = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  async function* lines() {
    yield header;
    for await (const row of rows) yield row.map(safeCell);
  }
  pipeline(Readable.from(lines()), stringifier, (error) => {
    if (error) reply.log.error({ err: error }, 'CSV dışa aktarımı yarıda kaldı');
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'no-store')
    .send(stringifier);
}
