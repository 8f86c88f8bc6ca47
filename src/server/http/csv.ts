import { stringify } from 'csv-stringify/sync';
import type { Context } from 'hono';
import { contentDispositionFor } from './content-disposition.ts';

/**
 * The console's CSV: RFC 4180 (CRLF, fields with commas, quotes or line breaks quoted, quotes
 * doubled). People type many of these fields, so a cell starting with = + - @, a tab or a
 * carriage return is prefixed with ' so spreadsheets show it as text instead of running it as
 * a formula. A formula behind a separator some reader splits on (a tab when pasted, `;` where
 * it is Excel's list separator, `|`) would start a cell of its own there: that field is quoted,
 * so every reader keeps it whole.
 */
const csvOptions = {
  record_delimiter: 'windows',
  escape_formulas: true,
  quoted_match: [
    // csv-stringify quotes a field holding the whole CRLF; RFC 4180 wants a lone CR or LF quoted too.
    /[\r\n]/,
    /[\t;,|]\s*[=+\-@]/,
  ],
};

export type CsvCell = string | number | Date | null | undefined;

/** Rows as CSV text under the console's rules; dates as ISO 8601, null as empty. */
export function csvOf(rows: readonly (readonly CsvCell[])[]): string {
  return stringify(
    rows.map((row) =>
      row.map((value) => (value instanceof Date ? value.toISOString() : (value ?? ''))),
    ),
    csvOptions,
  );
}

/** A whole CSV download: the headers every console export sends, and its text. */
export function csvResponse(c: Context, fileName: string, rows: readonly (readonly CsvCell[])[]) {
  c.header('content-type', 'text/csv; charset=utf-8');
  c.header('content-disposition', contentDispositionFor(fileName));
  c.header('cache-control', 'no-store');
  return c.body(csvOf(rows));
}
