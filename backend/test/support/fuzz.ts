/**
 * Generators and checks for the fuzz suites (ADR 017): hostile values (wrong types, huge
 * and odd unicode strings, NUL, lone surrogates, deep nesting, prototype keys, numbers as
 * text), payloads mutated from a valid one, and the checks every answer must pass.
 */
import fc from 'fast-check';
import { ENTITIES } from '../../src/database/entities';
import type { TestApp } from './test-app';

/** Fixed seeds: a failure names its payload and replays the same way every run. */
export const FUZZ_SEED = 20_261_122;

const loneSurrogate = fc
  .integer({ min: 0xd800, max: 0xdfff })
  .map((code) => String.fromCharCode(code));

/** Strings an attacker would try: odd unicode, NUL, surrogates, markup, SQL, numbers as text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc
    .array(fc.oneof(fc.string({ maxLength: 3 }), loneSurrogate, fc.constant('\u0000')), {
      maxLength: 12,
    })
    .map((parts) => parts.join('')),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '\u202etxt.exe',
    '\ufeff',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "' OR '1'='1' --",
    "'; DROP TABLE users; --",
    '../../../../etc/passwd',
    '%00',
    '${7*7}{{7*7}}',
    '=cmd|" /C calc"!A0',
    '__proto__',
    'constructor',
    'true',
    'null',
    '1',
    '-1',
    '0x10',
    '1e309',
    'NaN',
    '2024',
    'owner',
  ),
  fc
    .constantFrom(121, 5001, 70_000, 290_000)
    .chain((length) => fc.constantFrom('x', 'é', '😀', '\u0000').map((c) => c.repeat(length))),
);

/** Any JSON value a hostile client could send in place of a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Keys for an extra field: prototype keys, privileges, and anything at all. */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'role',
    'isAdmin',
    'id',
    'usernameKey',
    'passwordHash',
    'createdAt',
  ),
  hostileString.filter((k) => k.length < 100),
);

type Mutation =
  | { kind: 'set'; index: number; value: unknown }
  | { kind: 'drop'; index: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'stringify'; index: number };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      index: fc.nat(),
      value: hostileValue,
    }),
  },
  fc.record({ kind: fc.constant('drop' as const), index: fc.nat() }),
  fc.record({ kind: fc.constant('extra' as const), key: extraKey, value: hostileValue }),
  fc.record({ kind: fc.constant('stringify' as const), index: fc.nat() }),
);

/** Defines an own property, even one named __proto__, as JSON.parse would. */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });
}

/** A value as JSON text; 'undefined' for undefined. */
function jsonOf(value: unknown): string {
  // JSON.stringify answers undefined for undefined, whatever its declared type says.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  return JSON.stringify(value) ?? 'undefined';
}

function mutate(base: Record<string, unknown>, mutations: Mutation[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(base)) put(out, k, v);
  for (const m of mutations) {
    const keys = Object.keys(out);
    const key = keys.length ? keys[('index' in m ? m.index : 0) % keys.length]! : undefined;
    if (m.kind === 'extra') put(out, m.key, m.value);
    else if (!key) continue;
    else if (m.kind === 'set') put(out, key, m.value);
    else if (m.kind === 'drop') Reflect.deleteProperty(out, key);
    else put(out, key, jsonOf(out[key]));
  }
  return out;
}

/** A raw JSON text: the valid payload mutated, something else entirely, or broken JSON. */
export function jsonBodies(base: Record<string, unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(mutation, { minLength: 1, maxLength: 3 })
        .map((ms) => JSON.stringify(mutate(base, ms))),
    },
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    fc.constant(JSON.stringify([base])),
    fc.constantFrom(
      '{"__proto__": {"polluted": "yes"}}',
      '{"constructor": {"prototype": {"polluted": "yes"}}}',
      `{"a": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
      `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`,
      '{"a": 1,}',
      "{'a': 1}",
      '',
      'null',
      '"just a string"',
      '\u0000',
      '{"a":"\\ud800"}',
    ),
    fc
      .record({ extra: hostileString })
      .map(({ extra }) =>
        JSON.stringify(base).replace(
          /}$/,
          `, "__proto__": ${JSON.stringify({ polluted: extra })}}`,
        ),
      ),
  );
}

/** Content types a client may claim for a JSON body. */
export const jsonContentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/vnd.api+json',
    'multipart/form-data; boundary=x',
  ),
);

/** What an error answer may never contain: stack frames, file paths, SQL or driver text. */
const LEAKS =
  /\bat [\w$.<>]+ \(|\.[jt]s:\d+:\d+|node_modules|QueryFailedError|TypeORMError|EntityNotFound|SQLITE_[A-Z]|SQLSTATE|syntax error at or near|violates [a-z ]*constraint|duplicate key value/i;
/** SQL as drivers print it (upper case; our own messages say "select" in lower case). */
const SQL = /\bSELECT\b[^"]*\bFROM\b|\bINSERT INTO\b|\bUPDATE\b[^"]*\bSET\b|\bDELETE FROM\b/;

export interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Never a 5xx; every error in the one shape; nothing that leaks how the server is built. */
export function expectSafeAnswer(res: Answer, what: string): void {
  if (res.status >= 500 || (res.status >= 400 && !isErrorShape(res))) {
    throw new Error(`${what}: answered ${res.status} ${res.text.slice(0, 300)}`);
  }
  if (res.status >= 400 && (LEAKS.test(res.text) || SQL.test(res.text))) {
    throw new Error(`${what}: the answer leaks internals: ${res.text.slice(0, 300)}`);
  }
}

function isErrorShape(res: Answer): boolean {
  try {
    const body = JSON.parse(res.text) as Record<string, unknown>;
    return (
      body.statusCode === res.status &&
      typeof body.error === 'string' &&
      typeof body.message === 'string'
    );
  } catch {
    return false;
  }
}

/**
 * Tables left out of "nothing was written": counters, records of attempts, and what the
 * job runner (ADR 045) changes on its own clock (a recurring job's row, the daily salt and
 * roll-ups, an earlier accepted reset request the job deletes once resolved, ADR 073),
 * which a slow run can see move between two dumps whatever the request did.
 */
export const BOOKKEEPING = [
  'ContentVersion',
  'AuditRecord',
  'Job',
  'AudienceSalt',
  'AudienceDaily',
  // The audience's pre-computed periods: sums of the daily rows that the roll-up job (and,
  // after midnight, its rebuild) keeps in step while a test runs (ADR 053).
  'AudiencePeriodRow',
  'AudiencePeriodRange',
  'PasswordResetRequest',
];

/**
 * A record's baseline revision (ADR 057) is written on its first staff read or write,
 * refused or not: the record's state as it already was, by `system`, with no changed field.
 * It records no change, so "nothing was written" leaves it out like the bookkeeping above.
 */
export function isBaselineRevision(entity: string, row: object): boolean {
  if (entity !== 'Revision') return false;
  const { actorName, changed } = row as { actorName?: unknown; changed?: unknown };
  return actorName === 'system' && Array.isArray(changed) && changed.length === 0;
}

/** Every row of every table (and every stored object): "nothing was written" compares these. */
export async function dumpState(t: TestApp, withObjects = false): Promise<string> {
  const tables: Record<string, string[]> = {};
  // The content version (ADR 019) is a cache counter that PostgreSQL raises once per
  // writing statement, even one that matched no row: bookkeeping, not content. The audit
  // log records refused sign-ins by design (ADR 026): a record of attempts, not content.
  for (const entity of ENTITIES.filter((e) => !BOOKKEEPING.includes(e.name))) {
    const rows = await t.dataSource.getRepository(entity).find();
    // A session's "last seen" moves with every request by design (ADR 031), refused or not.
    tables[entity.name] = rows
      .filter((r) => !isBaselineRevision(entity.name, r))
      .map((r) =>
        JSON.stringify(r, (key, value: unknown) => (key === 'lastSeenAt' ? undefined : value)),
      )
      .sort();
  }
  const objects: string[] = [];
  if (withObjects) for await (const o of t.storage.list('')) objects.push(o.key);
  return JSON.stringify({ tables, objects: objects.sort() });
}

/** Which tables (or the object list) differ between two dumps, for a failure message. */
export function changedParts(before: string, after: string): string {
  const a = JSON.parse(before) as { tables: Record<string, string[]>; objects: string[] };
  const b = JSON.parse(after) as typeof a;
  const parts = Object.keys(a.tables).filter(
    (name) => JSON.stringify(a.tables[name]) !== JSON.stringify(b.tables[name]),
  );
  const detail = parts.map((name) => {
    const gone = a.tables[name]!.filter((row) => !b.tables[name]!.includes(row));
    const added = b.tables[name]!.filter((row) => !a.tables[name]!.includes(row));
    return `${name}: -${JSON.stringify(gone).slice(0, 300)} +${JSON.stringify(added).slice(0, 300)}`;
  });
  if (JSON.stringify(a.objects) !== JSON.stringify(b.objects)) detail.push('stored objects');
  return detail.join('; ');
}

/** Property names on Object.prototype, to prove no payload polluted it. */
export const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort();
