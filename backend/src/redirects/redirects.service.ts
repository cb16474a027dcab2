import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  fieldErrorOfIssue,
  fieldOfIssue,
  type FieldError,
  REDIRECT_LIMITS,
  redirectBodySchema,
  type NotFoundEntry,
  type Page,
  type RedirectAnswer,
  type RedirectBody,
  type RedirectImportAnswer,
  type RedirectTable,
  type SiteHits,
} from '@prism/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { AuditLog } from '../audit/audit-log';
import { changesOf } from '../audit/audit-changes';
import { csvExport } from '../common/csv-export';
import { keysetPage, type KeysetOrder, type PageRequest } from '../common/keyset';
import { DomainError, invalidFields, notFound } from '../common/domain-error';
import { COUNTER_MAX } from '../database/counter-max';
import { PublicReadCache } from '../content-version/public-read-cache';
import { parseCsv } from './csv-import';
import { NotFoundPath, Redirect } from './redirect.entities';
import { hopErrors, unusedFromPath } from './redirect-rules';
import { fixedTarget } from '../audit/fixed-targets';

/** The columns of the CSV file, export and import alike (import reads the first three). */
export const CSV_HEADER = ['from_path', 'to_path', 'status', 'automatic', 'hits', 'last_hit'];

const target = (row: Pick<Redirect, 'id' | 'fromPath'>) => ({
  type: 'redirect',
  id: row.id,
  label: row.fromPath,
});

/** The redirects' order, the list's and the CSV's: by from-path (unique), then id. */
const BY_PATH: KeysetOrder = [
  { column: 'r.fromPath', type: 'text', direction: 'ASC' },
  { column: 'r.id', type: 'integer', direction: 'ASC' },
];

/** The 404 log's order, on its rank index: most visited, then seen latest, then newest. */
const MOST_VISITED: KeysetOrder = [
  { column: 'n.count', type: 'integer', direction: 'DESC' },
  { column: 'n.lastSeen', type: 'timestamp', direction: 'DESC' },
  { column: 'n.id', type: 'integer', direction: 'DESC' },
];

/** Redirects staff manage, the table the site answers from, and the 404 log. */
@Injectable()
export class RedirectsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly publicReads: PublicReadCache,
  ) {}

  /** A page of the redirects, by from-path. */
  list(request: PageRequest): Promise<Page<RedirectAnswer>> {
    const repo = this.dataSource.getRepository(Redirect);
    return keysetPage(repo.createQueryBuilder('r'), BY_PATH, request, async (ids) =>
      (await repo.findBy({ id: In(ids) })).map(toAnswer),
    );
  }

  /** What the site answers from, kept per content version (a redirect change raises it). */
  table() {
    return this.publicReads.answer<RedirectTable>('redirects table', async () => {
      const rows = await this.dataSource
        .getRepository(Redirect)
        .find({ select: { id: true, fromPath: true, toPath: true, status: true } });
      return { redirects: rows.map((r) => [r.fromPath, r.toPath, r.status, r.id]) };
    });
  }

  create(body: RedirectBody): Promise<RedirectAnswer> {
    const input = redirectBodySchema.parse(body);
    assertUsedFromPath(input.fromPath);
    return this.dataSource.transaction(async (tx) => {
      const repo = tx.getRepository(Redirect);
      if (await repo.existsBy({ fromPath: input.fromPath })) {
        throw taken(input.fromPath);
      }
      await assertOneHop(tx, new Map([[input.fromPath, input.toPath]]));
      const row = await repo.save(repo.create({ ...input, automatic: false }));
      // The 404 log's entry for that path is answered now.
      await tx.getRepository(NotFoundPath).delete({ path: input.fromPath });
      await this.audit.record(tx, {
        action: 'redirect.create',
        target: target(row),
        changes: changesOf(null, summaryOf(row)),
      });
      return toAnswer(row);
    });
  }

  update(id: number, body: RedirectBody): Promise<RedirectAnswer> {
    const input = redirectBodySchema.parse(body);
    assertUsedFromPath(input.fromPath);
    return this.dataSource.transaction(async (tx) => {
      const repo = tx.getRepository(Redirect);
      const row = await repo.findOneBy({ id });
      if (!row) throw notFound('redirect');
      const was = summaryOf(row);
      if (input.fromPath !== row.fromPath && (await repo.existsBy({ fromPath: input.fromPath }))) {
        throw taken(input.fromPath);
      }
      await assertOneHop(tx, new Map([[input.fromPath, input.toPath]]), [row.fromPath]);
      Object.assign(row, input, { automatic: false });
      const saved = await repo.save(row);
      await this.audit.record(tx, {
        action: 'redirect.update',
        target: target(saved),
        changes: changesOf(was, summaryOf(saved)),
      });
      return toAnswer(saved);
    });
  }

  delete(id: number): Promise<void> {
    return this.dataSource.transaction(async (tx) => {
      const row = await tx.getRepository(Redirect).findOneBy({ id });
      if (!row) throw notFound('redirect');
      await tx.getRepository(Redirect).delete({ id });
      await this.audit.record(tx, {
        action: 'redirect.delete',
        target: target(row),
        changes: changesOf(summaryOf(row), null),
      });
    });
  }

  /** Every redirect as CSV, by from-path, streamed in batches. */
  exportCsv(): Promise<AsyncGenerator<string>> {
    const repo = this.dataSource.getRepository(Redirect);
    return csvExport(repo.createQueryBuilder('r'), BY_PATH, {
      header: CSV_HEADER,
      load: (batch) => repo.findBy({ id: In(batch) }),
      values: (r) => [
        r.fromPath,
        r.toPath,
        r.status,
        r.automatic,
        r.hits,
        r.lastHitAt?.toISOString() ?? '',
      ],
    });
  }

  /**
   * Adds or replaces (by from-path) the redirects of a CSV file, all or nothing: every row
   * is checked first, and any fault answers 400 (or 422 for the one-hop rule) naming each
   * row by its line in the file (`line 3: toPath`).
   */
  importCsv(text: string): Promise<RedirectImportAnswer> {
    const rows = parseCsv(text);
    const header = (rows.shift() ?? []).map((h) => h.trim().toLowerCase());
    const column = (name: string) => header.indexOf(name);
    const fromAt = column('from_path');
    const toAt = column('to_path');
    const statusAt = column('status');
    if (fromAt < 0 || toAt < 0) {
      throw invalidFields([{ field: 'file', code: 'csv_header' }]);
    }
    if (rows.length > REDIRECT_LIMITS.maxImportRows) {
      throw invalidFields([
        { field: 'file', code: 'too_many_rows', params: { max: REDIRECT_LIMITS.maxImportRows } },
      ]);
    }
    const errors: FieldError[] = [];
    const unused: FieldError[] = [];
    const incoming = new Map<string, { toPath: string; status: 301 | 302; line: number }>();
    rows.forEach((cells, i) => {
      const line = i + 2;
      const status = statusAt >= 0 && cells[statusAt] ? Number(cells[statusAt]) : 301;
      const parsed = redirectBodySchema.safeParse({
        fromPath: cells[fromAt] ?? '',
        toPath: cells[toAt] ?? '',
        status,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          errors.push({
            field: lineField(line, fieldOfIssue(issue)),
            ...fieldErrorOfIssue(issue),
          } as FieldError);
        }
        return;
      }
      const unusedBecause = unusedFromPath(parsed.data.fromPath);
      if (unusedBecause) unused.push({ field: lineField(line, 'fromPath'), ...unusedBecause });
      if (incoming.has(parsed.data.fromPath)) {
        errors.push({ field: lineField(line, 'fromPath'), code: 'not_unique' });
        return;
      }
      incoming.set(parsed.data.fromPath, { ...parsed.data, line });
    });
    if (errors.length > 0) throw invalidFields(errors);
    if (unused.length > 0) throw new DomainError('redirect_unused', {}, { fields: unused });
    return this.dataSource.transaction(async (tx) => {
      const repo = tx.getRepository(Redirect);
      const table = await tableOf(tx);
      const before = table.size;
      for (const [from, r] of incoming) table.set(from, r.toPath);
      if (table.size > REDIRECT_LIMITS.maxRedirects) {
        throw invalidFields([
          { field: 'file', code: 'too_many_rows', params: { max: REDIRECT_LIMITS.maxRedirects } },
        ]);
      }
      const hops = hopErrors(table, incoming.keys());
      if (hops.length > 0) {
        throw new DomainError(
          'redirect_hops',
          {},
          {
            fields: hops.map((h) => ({
              field: lineField(incoming.get(h.from)?.line ?? 0, h.field),
              code: h.code,
            })),
          },
        );
      }
      const existing = new Map(
        (await repo.findBy({ fromPath: In([...incoming.keys()]) })).map((r) => [r.fromPath, r]),
      );
      for (const [fromPath, r] of incoming) {
        const row = existing.get(fromPath);
        if (row)
          await repo.update(
            { id: row.id },
            { toPath: r.toPath, status: r.status, automatic: false },
          );
        else await repo.insert({ fromPath, toPath: r.toPath, status: r.status, automatic: false });
      }
      await tx.getRepository(NotFoundPath).delete({ path: In([...incoming.keys()]) });
      const created = table.size - before;
      await this.audit.record(tx, {
        action: 'redirect.import',
        target: fixedTarget('redirect:import', incoming.size),
        changes: changesOf(null, { created, updated: incoming.size - created }),
      });
      return { created, updated: incoming.size - created };
    });
  }

  /** A page of the 404 log, most visited first, then last seen latest. */
  notFound(request: PageRequest): Promise<Page<NotFoundEntry>> {
    const repo = this.dataSource.getRepository(NotFoundPath);
    return keysetPage(repo.createQueryBuilder('n'), MOST_VISITED, request, async (ids) =>
      (await repo.findBy({ id: In(ids) })).map((r) => ({
        id: r.id,
        path: r.path,
        count: r.count,
        firstSeen: r.firstSeen.toISOString(),
        lastSeen: r.lastSeen.toISOString(),
        referrerHost: r.referrerHost,
      })),
    );
  }

  /** Forgets a path of the 404 log: a staff change, so audited like the others. */
  deleteNotFound(id: number): Promise<void> {
    return this.dataSource.transaction(async (tx) => {
      const row = await tx.getRepository(NotFoundPath).findOneBy({ id });
      if (!row) throw notFound('not_found_entry');
      await tx.getRepository(NotFoundPath).delete({ id });
      await this.audit.record(tx, {
        action: 'not-found.delete',
        target: { type: 'not-found', id: row.id, label: row.path },
        changes: changesOf({ path: row.path, count: row.count }, null),
      });
    });
  }

  /**
   * What the site server counted since its last batch: redirect hits (no content version
   * change: only `hits` and `lastHitAt` are written) and 404s, the log then cut back to
   * its cap, least visited and longest unseen first. Counts stop at COUNTER_MAX.
   */
  async recordHits(batch: SiteHits): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      for (const hit of batch.hits) {
        await tx
          .createQueryBuilder()
          .update(Redirect)
          .set({
            hits: () =>
              `CASE WHEN "hits" > ${COUNTER_MAX - hit.count} THEN ${COUNTER_MAX} ELSE "hits" + ${hit.count} END`,
            lastHitAt: new Date(hit.at),
          })
          .where('id = :id', { id: hit.id })
          .execute();
      }
      const log = tx.getRepository(NotFoundPath);
      for (const seen of batch.notFound) {
        const row = await log.findOneBy({ path: seen.path });
        if (row) {
          row.count = Math.min(row.count + seen.count, COUNTER_MAX);
          const last = new Date(seen.lastAt);
          if (last > row.lastSeen) row.lastSeen = last;
          row.referrerHost = seen.referrerHost ?? row.referrerHost;
          await log.save(row);
        } else {
          await log.insert({
            path: seen.path,
            count: seen.count,
            firstSeen: new Date(seen.firstAt),
            lastSeen: new Date(seen.lastAt),
            referrerHost: seen.referrerHost,
          });
        }
      }
      const over = (await log.count()) - REDIRECT_LIMITS.notFoundCap;
      if (over > 0) {
        const dropped = await log.find({
          select: { id: true },
          order: { count: 'ASC', lastSeen: 'ASC' },
          take: over,
        });
        await log.delete({ id: In(dropped.map((r) => r.id)) });
      }
    });
  }
}

/** The whole table, from → to. */
async function tableOf(tx: EntityManager): Promise<Map<string, string>> {
  const rows = await tx.getRepository(Redirect).find({ select: { fromPath: true, toPath: true } });
  return new Map(rows.map((r) => [r.fromPath, r.toPath]));
}

/** A 409 naming the field in its message: the value is fine, the place is taken. */
const taken = (fromPath: string) =>
  new DomainError(
    'redirect_exists',
    { fromPath },
    { fields: [{ field: 'fromPath', code: 'taken' }] },
  );

/** Refuses (422, naming the field) changes that would make a loop or a chain. */
async function assertOneHop(
  tx: EntityManager,
  changes: Map<string, string>,
  replacing: string[] = [],
): Promise<void> {
  const table = await tableOf(tx);
  for (const from of replacing) table.delete(from);
  for (const [from, to] of changes) table.set(from, to);
  const [first] = hopErrors(table, changes.keys());
  if (first) {
    throw new DomainError(
      'redirect_hops',
      {},
      { fields: [{ field: first.field, code: first.code }] },
    );
  }
}

/** Refuses (422, naming the field) a from-path the site would never redirect from. */
function assertUsedFromPath(fromPath: string): void {
  const because = unusedFromPath(fromPath);
  if (because) {
    throw new DomainError('redirect_unused', {}, { fields: [{ field: 'fromPath', ...because }] });
  }
}

/** A CSV row's field, named by its line in the file: `lines.3.toPath`. */
function lineField(line: number, field: string): string {
  return `lines.${line}.${field}`;
}

function summaryOf(row: Redirect) {
  return { fromPath: row.fromPath, toPath: row.toPath, status: row.status };
}

function toAnswer(row: Redirect): RedirectAnswer {
  return {
    id: row.id,
    fromPath: row.fromPath,
    toPath: row.toPath,
    status: row.status,
    automatic: row.automatic,
    hits: row.hits,
    lastHitAt: row.lastHitAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
