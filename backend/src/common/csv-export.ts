import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * CSV for spreadsheets (RFC 4180: every cell quoted, quotes doubled, CRLF rows). A cell
 * that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage
 * return, after any blanks, or their full-width forms) gets a leading apostrophe, as
 * OWASP's CSV-injection guidance says, so it opens as text.
 */
type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[\s]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\t\r]/;

export function csvCell(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** Rows read per query while an export streams, so memory stays flat at any size. */
const EXPORT_BATCH = 500;

/** How an export reads its rows and writes each as CSV. */
export interface CsvRows<Row extends { id: number }> {
  header: readonly string[];
  /** The rows of a batch of ids, in any order; ids gone since are left out. */
  load: (ids: number[]) => Promise<Row[]>;
  values: (row: Row) => readonly CsvValue[];
}

/**
 * A CSV export of a filtered, ordered list. The ids are read first, in order (small even for
 * 100,000 rows), before the answer starts, so a failure there is still a proper error answer;
 * then the rows stream batch by batch, so the whole table is never in memory.
 */
export async function csvExport<Row extends { id: number }>(
  query: SelectQueryBuilder<ObjectLiteral>,
  /** The id column as the query names it ('m.id'). */
  idColumn: string,
  csv: CsvRows<Row>,
): Promise<AsyncGenerator<string>> {
  const ids = (await query.select(idColumn, 'id').getRawMany<{ id: number | string }>()).map((r) =>
    Number(r.id),
  );
  return csvLines(ids, csv);
}

/** The lines of an export: a byte-order mark and the header, then one chunk per batch. */
export async function* csvLines<Row extends { id: number }>(
  ids: readonly number[],
  csv: CsvRows<Row>,
): AsyncGenerator<string> {
  // A byte-order mark makes spreadsheet apps read the file as UTF-8.
  yield `\uFEFF${csvRow(csv.header)}`;
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    const batch = ids.slice(start, start + EXPORT_BATCH);
    const rows = new Map((await csv.load(batch)).map((row) => [row.id, row] as const));
    let chunk = '';
    for (const id of batch) {
      const row = rows.get(id);
      if (row) chunk += csvRow(csv.values(row));
    }
    yield chunk;
  }
}

/** Sends the lines as a dated CSV download (`prism-audit-2026-11-25.csv`). */
export function csvAttachment(
  res: Response,
  name: string,
  lines: AsyncIterable<string>,
): StreamableFile {
  const day = new Date().toISOString().slice(0, 10);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${name}-${day}.csv"`);
  return new StreamableFile(Readable.from(lines));
}
