import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { loadConfig } from '../config/app-config';
import { fixedHeadersOf, securityHeaders } from './security-headers';

describe('security headers as a fixed set', () => {
  it('records what a middleware sets and removes', () => {
    const middleware: RequestHandler = (_req, res, next) => {
      res.setHeader('A', 'one');
      res.setHeader('B', 'two');
      res.removeHeader('A');
      next();
    };
    expect(fixedHeadersOf(middleware)).toEqual([['B', 'two']]);
  });

  it('refuses a middleware that does not pass the request on at once', () => {
    const later: RequestHandler = (_req, _res, next) => void setImmediate(next);
    expect(() => fixedHeadersOf(later)).toThrow(/synchronously/);
  });

  it("holds helmet's own headers, HSTS in production only", () => {
    const names = (env: string) => {
      const config = loadConfig({ NODE_ENV: env, DATA_DIR: '/tmp', JWT_SECRET: 'x'.repeat(32) });
      const headers = new Map<string, string>();
      const res = { setHeader: (n: string, v: string) => headers.set(n, v) };
      const [apply] = securityHeaders(config);
      apply!({ path: '/api/health' } as never, res as never, () => undefined);
      return headers;
    };
    const dev = names('development');
    for (const name of fixedHeadersOf(helmet()).map(([n]) => n)) {
      if (name === 'Strict-Transport-Security') continue;
      expect({ name, set: dev.has(name) }).toEqual({ name, set: true });
    }
    expect(dev.get('Content-Security-Policy')).toMatch(/default-src 'none'/);
    expect(dev.has('Strict-Transport-Security')).toBe(false);
    expect(names('production').get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
