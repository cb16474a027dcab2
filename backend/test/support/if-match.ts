import type { Test } from 'supertest';

/**
 * Writes of editable records require If-Match (ADR 058). Every client of TestApp reads
 * the record's ETag just before such a write and sends it, as the admin does with what it
 * read, so a test that saves keeps its meaning. A test that sets If-Match itself keeps its
 * own; `withoutIfMatch(req)` sends none (to see the 428).
 */
const WRITES = new Set(['put', 'post', 'patch', 'delete']);
const skipped = new WeakSet<Test>();

/** The staff read whose ETag a write to `pathname` must name, if it is an editable record's. */
export function readPathOf(pathname: string): string | null {
  const item = /^\/api\/portfolio\/(\d+)(?:\/|$)/.exec(pathname);
  if (item) return `/api/portfolio/${item[1] ?? ''}`;
  const page = /^\/api\/pages\/(\d+)(?:\/|$)/.exec(pathname);
  if (page) return `/api/pages/${page[1] ?? ''}`;
  if (/^\/api\/navigation(?:\/|$)/.test(pathname)) return '/api/navigation';
  if (/^\/api\/admin\/settings(?:\/|$)/.test(pathname)) return '/api/admin/settings';
  if (/^\/api\/admin\/landing(?:\/|$)/.test(pathname)) return '/api/admin/landing';
  return null;
}

/** Sends this write without If-Match. */
export function withoutIfMatch<T extends Test>(req: T): T {
  skipped.add(req);
  return req;
}

interface Client {
  get(url: string): Test;
}

export function sendingIfMatch<T extends object>(client: T): T {
  return new Proxy(client, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || !WRITES.has(prop) || typeof value !== 'function') {
        return value;
      }
      return (...args: unknown[]) => {
        const test = (value as (...a: unknown[]) => Test).apply(target, args);
        const read = readPathOf(new URL(test.url).pathname);
        if (!read) return test;
        const send = test.then.bind(test);
        const prepared = async () => {
          const set = (test as unknown as { header: Record<string, string> }).header;
          if (skipped.has(test) || Object.keys(set).some((h) => h.toLowerCase() === 'if-match')) {
            return;
          }
          const res = await (target as unknown as Client).get(read);
          const etag: unknown = res.headers.etag;
          if (res.status === 200 && typeof etag === 'string') test.set('If-Match', etag);
        };
        test.then = ((resolve, reject) =>
          prepared().then(() => send(resolve, reject), reject)) as Test['then'];
        return test;
      };
    },
  });
}
