import { Injectable } from '@nestjs/common';
import { VersionedCache } from '@prism/contracts/server-cache';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { ContentVersionService } from './content-version.service';

/**
 * A public read as it is kept and sent: the value (frozen: every request shares it), its
 * JSON bytes and their strong validator, all made once per content version.
 */
export interface PublicAnswer<T> {
  readonly value: T;
  readonly body: Buffer;
  readonly etag: string;
}

/**
 * Bytes kept at most. The largest answer is the whole portfolio (about 2 KB an item); the
 * value is counted as much again as its JSON, a fair estimate of its size in memory.
 */
const MAX_BYTES = 32 * 1024 * 1024;
/** Distinct public reads kept at once (portfolio filters × limits, one item each, logos…). */
const MAX_ENTRIES = 256;

/**
 * Answers of public reads (portfolio, logos, site settings), kept per content version: a
 * read first asks the database for the current version (one primary-key read) and reuses
 * the answer made at that version, else loads it afresh. The version is raised by the
 * database itself in the same transaction as any write to that content (ADR 019), so an
 * answer kept under a version is never older than that version: a request that starts
 * after a write has committed sees the new version and a fresh answer. Answers are kept
 * serialised with their ETag, so a request costs neither a stringify nor a hash (ADR 020).
 * Per process and bounded (ADR 036).
 */
@Injectable()
export class PublicReadCache {
  private readonly answers = new VersionedCache<PublicAnswer<unknown>>({
    maxBytes: MAX_BYTES,
    maxEntries: MAX_ENTRIES,
    sizeOf: (answer) => answer.body.length * 2,
  });

  constructor(private readonly versions: ContentVersionService) {}

  /** The answer under `key` at the current content version, made by `load` if none is kept. */
  async answer<T>(key: string, load: () => Promise<T>): Promise<PublicAnswer<T>> {
    const version = await this.versions.current();
    const kept = await this.answers.read(key, version, async () => answerOf(await load()));
    return kept as PublicAnswer<T>;
  }
}

function answerOf<T>(value: T): PublicAnswer<T> {
  // JSON.stringify as Express's res.json does (no replacer, no spaces): the same bytes.
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return Object.freeze({ value: Object.freeze(value), body, etag });
}

/**
 * Sends a kept answer as is: 304 when the client's If-None-Match names its ETag (Express's
 * own freshness rules: GET or HEAD, no `Cache-Control: no-cache` in the request), else the
 * bytes. Cache-Control is the caller's to set.
 */
export function sendPublicAnswer(req: Request, res: Response, answer: PublicAnswer<unknown>): void {
  // A staff read of an editable record leads with the record's version (ADR 058).
  const version: unknown = res.locals.recordVersion;
  res.setHeader(
    'ETag',
    typeof version === 'number' ? `"r${version}-${answer.etag.slice(1)}` : answer.etag,
  );
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', answer.body.length);
  res.end(answer.body);
}
