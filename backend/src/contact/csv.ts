/**
 * CSV for spreadsheets (RFC 4180: every cell quoted, quotes doubled, CRLF rows). A cell
 * that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return, after any blanks, or their full-width forms) gets a leading apostrophe, as
 * OWASP's CSV-injection guidance says, so it opens as text.
 */
const FORMULA_START = /^[\s]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly (string | number | boolean | null | undefined)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
