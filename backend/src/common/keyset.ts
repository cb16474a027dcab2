import { PAGE_SIZES, type Page } from '@prism/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { invalidFields } from './domain-error';

/**
 * Reading a list by keyset (ADR 092): a list's order is a few columns, the last
 * one unique (the id), and a read asks for the rows after a position in that order, on the
 * index of those columns, so the 1,000th page costs what the first does. The API's pages
 * and the CSV exports read this way.
 */
export interface KeyColumn {
  /** As the query names it: `m.createdAt`. */
  column: string;
  /**
   * 'timestamp' keys travel as text, so PostgreSQL's microseconds survive the round trip
   * (a JavaScript date would drop them and skip or repeat rows that share a millisecond).
   */
  type: 'timestamp' | 'text' | 'integer' | 'boolean';
  direction: 'ASC' | 'DESC';
}

/** A list's order: its columns, the last one the id (an integer, unique). */
export type KeysetOrder = readonly [...KeyColumn[], KeyColumn];

/** The id column of an order: its last. */
const idOf = (order: KeysetOrder): KeyColumn => order[order.length - 1] as KeyColumn;

/** A row's place in its list's order: the value of each key column, in order. */
export type Position = readonly (string | number | boolean)[];

/** A row of a keyset read: its id and its place. */
export interface KeyedRow {
  id: number;
  position: Position;
}

/**
 * The ids of up to `limit` rows of `query` after `position` (from the start without one),
 * in `order`, each with its place. The query's own filters stay; its selection and order
 * are replaced.
 */
export async function keyedRows(
  query: SelectQueryBuilder<ObjectLiteral>,
  order: KeysetOrder,
  position: Position | null,
  limit: number,
): Promise<KeyedRow[]> {
  const postgres = isPostgres(query);
  const read = query.clone();
  order.forEach(({ column, type, direction }, i) => {
    // On PostgreSQL a timestamp is read as text (and compared as a timestamp again);
    // SQLite keeps it as text already.
    const selected = postgres && type === 'timestamp' ? `CAST(${column} AS text)` : column;
    if (i === 0) read.select(selected, `k${i}`).orderBy(column, direction);
    else read.addSelect(selected, `k${i}`).addOrderBy(column, direction);
  });
  if (position) {
    const { condition, parameters } = after(order, position, postgres);
    read.andWhere(condition, parameters);
  }
  const rows = await read.limit(limit).getRawMany<Record<string, unknown>>();
  return rows.map((row) => {
    const values = order.map(({ type }, i) => keyValue(type, row[`k${i}`]));
    return { id: values.at(-1) as number, position: values };
  });
}

/**
 * The rows after `position`: `k0 <= :k0 AND (k0 < :k0 OR (k1 … ))` for a descending key.
 * Each level's first term alone bounds the index range; the equivalent
 * `k0 < :k0 OR (k0 = :k0 AND …)` left SQLite scanning the index from its start (ADR 085).
 */
function after(
  order: KeysetOrder,
  position: Position,
  postgres: boolean,
): { condition: string; parameters: Record<string, unknown> } {
  const parameters: Record<string, unknown> = {};
  const levels = order.map(({ column, type, direction }, i) => {
    const name = `keyset${i}`;
    parameters[name] = position[i];
    const param = postgres && type === 'timestamp' ? `CAST(:${name} AS timestamp)` : `:${name}`;
    return { column, param, op: direction === 'DESC' ? '<' : '>' };
  });
  const condition = levels.reduceRight<string>(
    (inner, { column, param, op }, i) =>
      i === levels.length - 1
        ? `${column} ${op} ${param}`
        : `${column} ${op}= ${param} AND (${column} ${op} ${param} OR (${inner}))`,
    '',
  );
  return { condition, parameters };
}

/** A key as the driver gave it, as the cursor carries it. */
function keyValue(type: KeyColumn['type'], raw: unknown): string | number | boolean {
  switch (type) {
    case 'integer':
      return Number(raw);
    case 'boolean':
      return raw === true || raw === 1 || raw === '1' || raw === 't';
    default:
      return String(raw);
  }
}

/** The cursor of a position: its keys as base64url JSON (a null key for a list that has one). */
export function cursorOf(position: readonly (string | number | boolean | null)[]): string {
  return Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
}

/** A key of a cursor: what a column of that type may hold (else the cursor is refused). */
const KEY_CHECKS: Record<KeyColumn['type'], (value: unknown) => boolean> = {
  integer: (v) => Number.isInteger(v) && Math.abs(v as number) <= 2_147_483_647,
  boolean: (v) => typeof v === 'boolean',
  text: (v) => typeof v === 'string' && v.length <= 2000 && !v.includes('\u0000'),
  timestamp: (v) => typeof v === 'string' && isTimestampText(v),
};

/** A timestamp as either database writes it as text (`2026-11-28 10:00:00.123456`). */
function isTimestampText(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z?$/.exec(text);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/** A 400 naming the `cursor` field: a cursor this list did not write. */
export const invalidCursor = () => invalidFields([{ field: 'cursor', code: 'invalid_format' }]);

/** The keys a cursor carries, unchecked; not a cursor at all is a 400. */
export function keysOf(cursor: string): unknown[] {
  try {
    const keys: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(keys)) return keys;
  } catch {
    // Not JSON: refused below, as any other cursor this list did not write.
  }
  throw invalidCursor();
}

/**
 * The position a cursor names in `order`; a cursor this list did not write (another list's,
 * edited, cut short) is a 400 naming the `cursor` field.
 */
export function positionOf(cursor: string, order: KeysetOrder): Position {
  const keys = keysOf(cursor);
  if (keys.length !== order.length || !order.every(({ type }, i) => KEY_CHECKS[type](keys[i]))) {
    throw invalidCursor();
  }
  return keys as Position;
}

/** What a paged list's call asks for (`pageQueryFields`). */
export interface PageRequest {
  limit?: number;
  cursor?: string;
}

/**
 * One page of a list: the ids of the page read by keyset (one more, to know whether
 * another page follows), then `load` makes their items (in any order; ids gone since are
 * left out), answered in the list's order with the cursor of the last one. The page starts
 * after `start` when given, else after the request's cursor, else at the top.
 */
export async function keysetPage<T extends { id: number }>(
  query: SelectQueryBuilder<ObjectLiteral>,
  order: KeysetOrder,
  request: PageRequest,
  load: (ids: number[]) => Promise<readonly T[]>,
  start?: Position,
): Promise<Page<T>> {
  const from = start ?? (request.cursor === undefined ? null : positionOf(request.cursor, order));
  const size = request.limit ?? PAGE_SIZES.default;
  const rows = await keyedRows(query, order, from, size + 1);
  const shown = rows.slice(0, size);
  const ids = shown.map((row) => row.id);
  const last = shown.at(-1);
  return {
    items: inOrderOf(ids, await load(ids)),
    nextCursor: rows.length > size && last ? cursorOf(last.position) : null,
  };
}

/** `items` in the order of `ids`, those missing left out. */
export function inOrderOf<T extends { id: number }>(ids: readonly number[], items: readonly T[]) {
  const byId = new Map(items.map((item) => [item.id, item] as const));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/** The place of the row with this id among the query's rows, or null when it is not one. */
export async function positionOfRow(
  query: SelectQueryBuilder<ObjectLiteral>,
  order: KeysetOrder,
  id: number,
): Promise<Position | null> {
  const idColumn = idOf(order).column;
  const one = query.clone().andWhere(`${idColumn} = :keysetRow`, { keysetRow: id });
  const [row] = await keyedRows(one, order, null, 1);
  return row?.position ?? null;
}

const isPostgres = (query: SelectQueryBuilder<ObjectLiteral>) =>
  query.dataSource.options.type === 'postgres';
