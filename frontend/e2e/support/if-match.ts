import type { APIRequestContext } from '@playwright/test';

/**
 * Writes of an item, the settings, the landing texts or the privacy settings need If-Match (ADR 058). A spec's
 * API client reads the record's ETag just before such a write and sends it, as the admin
 * sends what it read; headers a spec sets itself win.
 */
const WRITES = new Set(['put', 'post', 'patch', 'delete']);

function readPathOf(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  const item = /^\/api\/portfolio\/(\d+)(?:\/|$)/.exec(path);
  if (item?.[1]) return `/api/portfolio/${item[1]}`;
  if (/^\/api\/admin\/settings(?:\/|$)/.test(path)) return '/api/admin/settings';
  if (/^\/api\/admin\/landing(?:\/|$)/.test(path)) return '/api/admin/landing';
  if (/^\/api\/admin\/privacy\/settings(?:\/|$)/.test(path)) return '/api/admin/privacy/settings';
  return null;
}

type Write = (url: string, options?: { headers?: Record<string, string> }) => Promise<unknown>;

export function sendingIfMatch(request: APIRequestContext): APIRequestContext {
  return new Proxy(request, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || !WRITES.has(prop) || typeof value !== 'function') {
        return value;
      }
      return async (url: string, options: { headers?: Record<string, string> } = {}) => {
        const read = readPathOf(url);
        const write = (value as Write).bind(target);
        if (!read) return write(url, options);
        const answer = await target.get(read);
        const etag = answer.headers().etag;
        return write(url, {
          ...options,
          headers: { ...(etag ? { 'if-match': etag } : {}), ...options.headers },
        });
      };
    },
  });
}
