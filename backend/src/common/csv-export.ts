import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { keyedRows, type KeysetOrder, type Position } from './keyset';

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
export const EXPORT_BATCH = 500;

/** How an export reads its rows and writes each as CSV. */
export interface CsvRows<Row extends { id: number }> {
  header: readonly string[];
  /** The rows of a batch of ids, in any order; ids gone since are left out. */
  load: (ids: number[]) => Promise<Row[]>;
  values: (row: Row) => readonly CsvValue[];
}

/**
 * A CSV export of a filtered list in `order`, read in batches of EXPORT_BATCH by keyset
 * (keyset.ts: each batch asks for the rows after the last one sent, on the list's index),
 * so neither the rows nor their ids are ever all in memory, whatever the size. The first
 * batch is read before the answer starts, so a failure there is still a proper error
 * answer. A row added or removed while the export runs is in it or not, as it falls; none
 * is sent twice.
 */
export async function csvExport<Row extends { id: number }>(
  query: SelectQueryBuilder<ObjectLiteral>,
  order: KeysetOrder,
  csv: CsvRows<Row>,
): Promise<AsyncGenerator<string>> {
  const batches = keysetBatches(query, order);
  const first = await batches.next();
  return csvLines(first.done ? [] : [first.value], batches, csv);
}

/** The ids of the list, batch by batch, in order. */
export async function* keysetBatches(
  query: SelectQueryBuilder<ObjectLiteral>,
  order: KeysetOrder,
): AsyncGenerator<number[]> {
  let position: Position | null = null;
  for (;;) {
    const rows = await keyedRows(query, order, position, EXPORT_BATCH);
    const last = rows.at(-1);
    if (!last) return;
    position = last.position;
    yield rows.map((row) => row.id);
    if (rows.length < EXPORT_BATCH) return;
  }
}

/**
 * The lines of an export: a byte-order mark and the header, then one chunk per batch of
 * ids, its rows in the batch's order.
 */
export async function* csvLines<Row extends { id: number }>(
  read: readonly number[][],
  more: AsyncIterable<number[]>,
  csv: CsvRows<Row>,
): AsyncGenerator<string> {
  // A byte-order mark makes spreadsheet apps read the file as UTF-8.
  yield `\uFEFF${csvRow(csv.header)}`;
  for (const batch of read) yield await csvChunk(batch, csv);
  for await (const batch of more) yield await csvChunk(batch, csv);
}

async function csvChunk<Row extends { id: number }>(
  batch: number[],
  csv: CsvRows<Row>,
): Promise<string> {
  const rows = new Map((await csv.load(batch)).map((row) => [row.id, row] as const));
  let chunk = '';
  for (const id of batch) {
    const row = rows.get(id);
    if (row) chunk += csvRow(csv.values(row));
  }
  return chunk;
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
