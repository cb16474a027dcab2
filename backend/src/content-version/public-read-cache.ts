import { Inject, Injectable } from '@nestjs/common';
import { VersionedCache } from '@prism/contracts/server-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { apiEncodingOf, COMPRESS_MIN_BYTES, type ApiEncoding } from '../common/api-compression';
import { AppConfig } from '../config/app-config';
import { ContentVersionService } from './content-version.service';

/**
 * A public read as it is kept and sent: the value (frozen: every request shares it), its
 * JSON bytes and their strong validator, all made once per content version.
 */
export interface PublicAnswer<T> {
  /** Its key in the cache and the content version it was made at. */
  readonly key: string;
  readonly version: number;
  readonly value: T;
  readonly body: Buffer;
  readonly etag: string;
  /** Its brotli and gzip forms, each made once when a client first asks for it. */
  readonly encoded: Map<ApiEncoding, Promise<Buffer>>;
}

/**
 * What an answer costs against the budget, per byte of its JSON: the value counted as much
 * again, a fair estimate of its size in memory, and its compressed forms as half again
 * (JSON compresses to well under a quarter).
 */
const BYTES_PER_JSON_BYTE = 2.5;
/** Distinct public reads kept at once (portfolio filters × limits, one item each, logos…). */
const MAX_ENTRIES = 256;

/**
 * Answers of public reads (portfolio, logos, site settings), kept per content version: a
 * read first asks the database for the current version (one primary-key read) and reuses
 * the answer made at that version, else loads it afresh. The version is raised by the
 * database itself in the same transaction as any write to that content, so an
 * answer kept under a version is never older than that version: a request that starts
 * after a write has committed sees the new version and a fresh answer. Answers are kept
 * serialised with their ETag, so a request costs neither a stringify nor a hash (ADR 020).
 * Per process and bounded.
 */
@Injectable()
export class PublicReadCache {
  private readonly answers: VersionedCache<PublicAnswer<unknown>>;

  constructor(
    private readonly versions: ContentVersionService,
    // Bytes kept at most (PUBLIC_READ_CACHE_MAX_MB): within the API's heap cap (ADR 106).
    @Inject(AppConfig) config: Pick<AppConfig, 'publicReadCacheBytes'>,
  ) {
    this.answers = new VersionedCache<PublicAnswer<unknown>>({
      maxBytes: config.publicReadCacheBytes,
      maxEntries: MAX_ENTRIES,
      sizeOf: (answer) => answer.body.length * BYTES_PER_JSON_BYTE,
    });
  }

  /** The answer under `key` at the current content version, made by `load` if none is kept. */
  async answer<T>(key: string, load: () => Promise<T>): Promise<PublicAnswer<T>> {
    const version = await this.versions.current();
    const kept = await this.answers.read(key, version, async () =>
      answerOf(key, version, await load()),
    );
    return kept as PublicAnswer<T>;
  }

  /** The answer kept under `key` if it was made at `version`; nothing is loaded. */
  kept(key: string, version: number): PublicAnswer<unknown> | undefined {
    return this.answers.get(key, version);
  }
}

function answerOf<T>(key: string, version: number, value: T): PublicAnswer<T> {
  // JSON.stringify as Express's res.json does (no replacer, no spaces): the same bytes.
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return Object.freeze({
    key,
    version,
    value: Object.freeze(value),
    body,
    etag,
    encoded: new Map(),
  });
}

/** Where `sendPublicAnswer` leaves the answer it sent, for the reads answered ahead (ADR 107). */
const sentAnswers = (res: Response) => res.locals as { publicAnswer?: PublicAnswer<unknown> };

/** The answer `sendPublicAnswer` sent on `res`, if it sent one. */
export function sentPublicAnswer(res: Response): PublicAnswer<unknown> | undefined {
  return sentAnswers(res).publicAnswer;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * An answer's bytes in an encoding, made once in the thread pool and kept with the answer:
 * brotli 5 and gzip 9, as the site's kept pages, since it is sent many times.
 */
function encodedForm(answer: PublicAnswer<unknown>, encoding: ApiEncoding): Promise<Buffer> {
  let form = answer.encoded.get(encoding);
  if (!form) {
    const { body } = answer;
    form =
      encoding === 'br'
        ? brotli(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 5,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipAsync(body, { level: 9 });
    answer.encoded.set(encoding, form);
  }
  return form;
}

/**
 * Sends a kept answer as is: 304 when the client's If-None-Match names its ETag (Express's
 * own freshness rules: GET or HEAD, no `Cache-Control: no-cache` in the request), else the
 * bytes, brotli or gzip when the client asks and the answer is 1 KB or more, with their
 * length (the API's compression middleware leaves an encoded answer alone). The ETag names
 * the content whatever its encoding, as the site's pages do. Cache-Control is
 * the caller's to set.
 */
export async function sendPublicAnswer(
  req: Request,
  res: Response,
  answer: PublicAnswer<unknown>,
): Promise<void> {
  sentAnswers(res).publicAnswer = answer;
  // A staff read of an editable record leads with the record's version.
  const version: unknown = res.locals.recordVersion;
  res.setHeader(
    'ETag',
    typeof version === 'number' ? `"r${version}-${answer.etag.slice(1)}` : answer.etag,
  );
  const compressible = answer.body.length >= COMPRESS_MIN_BYTES;
  if (compressible) res.vary('Accept-Encoding');
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  const encoding = compressible ? apiEncodingOf(req) : undefined;
  const bytes = encoding ? await encodedForm(answer, encoding) : answer.body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.end(bytes);
}
