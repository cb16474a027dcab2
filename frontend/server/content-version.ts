import { get as httpGet, type ClientRequest } from 'node:http';
import { get as httpsGet } from 'node:https';
import { AUDIENCE_SECRET_HEADER } from '@prism/contracts';
import { FreshVersion } from '@prism/contracts/server-cache';
import type { BackendClient } from './backend.js';

/** A paused API must not hold a page longer than this before the outage page answers. */
const ASK_TIMEOUT_MS = 1_000;

/**
 * How long a pushed version is taken as current after its last event. The API sends one
 * every 250 ms (content-version.stream.ts), so three can be late before the site asks
 * instead, and a stream that dies silently leaves the site at most this far behind.
 */
export const TRUST_MS = 750;

/** Before opening the stream again after a failure (the next one after an ended stream: at once). */
const RECONNECT_MS = 1_000;

/** The API's stream of the content version (backend content-version.stream.ts). */
export const STREAM_PATH = '/api/internal/content-version/stream';

export interface ContentVersionOptions {
  backend: BackendClient;
  /** The site server's AUDIENCE_SECRET: the stream is for site servers alone. */
  secret: string;
  now?: () => number;
}

/**
 * The content version the site serves pages at, pushed by the API (ADR 093): the
 * site holds one server-sent-events stream open, and the API sends the version on it every
 * 250 ms, a publish by any copy included. While events arrive the version is known without
 * a question; when they stop (the API away, the stream lost) every view asks the API as it
 * did before, until the stream is back. A write that passed through this copy's /api proxy
 * (`changedHere`) is served fresh from the very next request: until the stream has surely
 * seen it, views ask.
 */
export class ContentVersion {
  private pushed: { version: number; until: number } | undefined;
  /** Pushed events are not trusted before this time (a write through this copy). */
  private quietUntil = 0;
  private readonly asked: FreshVersion;
  private streaming = false;
  private closed = false;
  /** The stream's request while one is open. */
  private request: ClientRequest | undefined;
  private readonly now: () => number;

  constructor(private readonly options: ContentVersionOptions) {
    this.now = options.now ?? (() => performance.now());
    this.asked = new FreshVersion(() => askVersion(options.backend));
  }

  /** The version now: at once while the stream speaks, else asked of the API. */
  current(): number | Promise<number> {
    if (!this.streaming) this.listen();
    return this.pushedNow() ?? this.asked.current();
  }

  /** The pushed version while it is trusted; undefined when a view would ask (nothing asked). */
  pushedNow(): number | undefined {
    return this.pushed && this.now() < this.pushed.until ? this.pushed.version : undefined;
  }

  /**
   * A write went through this copy to the API: views ask until every event could have
   * been read after it, so its author sees it on the next page.
   */
  changedHere(): void {
    this.pushed = undefined;
    this.quietUntil = this.now() + TRUST_MS;
  }

  /** An event from the stream: the version, read by the API just now. */
  heard(version: number): void {
    const now = this.now();
    if (now < this.quietUntil) return;
    this.pushed = { version, until: now + TRUST_MS };
  }

  close(): void {
    this.closed = true;
    this.request?.destroy();
  }

  /** Opens the stream, and again whenever it ends, for as long as the site runs. */
  private listen(): void {
    this.streaming = true;
    void this.stream().then(
      () => this.again(0),
      () => this.again(RECONNECT_MS),
    );
  }

  private again(afterMs: number): void {
    if (this.closed) return;
    // Nothing keeps the process up for it: a stopping site does not wait on its stream.
    setTimeout(() => this.listen(), afterMs).unref();
  }

  /**
   * One stream, until it ends, fails or falls silent: a stream whose API copy was paused
   * or cut off sends nothing and never ends, so one quiet for twice the trust is dropped.
   * Its own connection (node:http, no pool), closed with it.
   */
  private stream(): Promise<void> {
    return new Promise((resolve, reject) => {
      let lastHeard = this.now();
      const url = `${this.options.backend.baseUrl}${STREAM_PATH}`;
      const get = url.startsWith('https:') ? httpsGet : httpGet;
      const request = (this.request = get(
        url,
        {
          agent: false,
          headers: { accept: 'text/event-stream', [AUDIENCE_SECRET_HEADER]: this.options.secret },
        },
        (response) => {
          if (response.statusCode !== 200) {
            request.destroy(new Error(`content version stream: ${String(response.statusCode)}`));
            return;
          }
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
            let end = text.indexOf('\n\n');
            while (end !== -1) {
              const version = /^data: (\d+)$/m.exec(text.slice(0, end))?.[1];
              if (version !== undefined) {
                lastHeard = this.now();
                this.heard(Number(version));
              }
              text = text.slice(end + 2);
              end = text.indexOf('\n\n');
            }
          });
          response.once('end', () => request.destroy());
        },
      ));
      const watch = setInterval(() => {
        if (this.now() - lastHeard > 2 * TRUST_MS) {
          request.destroy(new Error('content version stream: silent'));
        }
      }, TRUST_MS);
      watch.unref();
      request.once('error', reject);
      request.once('close', () => {
        clearInterval(watch);
        resolve();
      });
    });
  }
}

/**
 * The API's content version, asked (`GET /api/content-version`): one number that moves on
 * every public change.
 */
async function askVersion(backend: BackendClient): Promise<number> {
  const answer = await backend.getJson<{ version?: unknown }>('/api/content-version', {
    timeoutMs: ASK_TIMEOUT_MS,
  });
  if (typeof answer.version !== 'number') {
    throw new Error('content version: the answer has no version');
  }
  return answer.version;
}
