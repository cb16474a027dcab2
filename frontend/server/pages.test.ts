// @vitest-environment node
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { Request } from 'express';
import type { ServerBuild } from 'react-router';
import { describe, expect, it } from 'vitest';
import { encodingOf, withoutAppRoutes } from './pages';

function asking(acceptEncoding?: string): Request {
  const request = new IncomingMessage(new Socket());
  if (acceptEncoding !== undefined) request.headers['accept-encoding'] = acceptEncoding;
  return request as Request;
}

describe('the encoding a page is sent in', () => {
  it('is brotli for what browsers send, although they list gzip first', () => {
    expect(encodingOf(asking('gzip, deflate, br, zstd'))).toBe('br');
    expect(encodingOf(asking('gzip, deflate, br'))).toBe('br');
  });

  it('follows the weights a client gives', () => {
    expect(encodingOf(asking('br;q=0.5, gzip'))).toBe('gzip');
    expect(encodingOf(asking('gzip, deflate'))).toBe('gzip');
    expect(encodingOf(asking('identity'))).toBe('identity');
    expect(encodingOf(asking('zstd'))).toBe('identity');
  });

  it('is the plain page for a client that names no encoding', () => {
    expect(encodingOf(asking())).toBe('identity');
  });
});

describe('the routes public pages are rendered from', () => {
  it('are every route but the admin area and what it holds', () => {
    const route = (id: string, parentId: string | undefined, path?: string) => ({
      id,
      parentId,
      path,
      module: {},
    });
    const build = {
      routes: {
        root: route('root', undefined),
        admin: route('admin', 'root', 'admin'),
        guard: route('guard', 'admin'),
        portfolio: route('portfolio', 'guard', 'portfolio'),
        login: route('login', 'admin', 'login'),
        layout: route('layout', 'root'),
        // A public page's own `admin` segment is not the admin area.
        page: route('page', 'layout', 'fr/:slug'),
        nested: route('nested', 'layout', 'admin'),
      },
    } as unknown as ServerBuild;
    build.assets = { version: 'v', routes: build.routes } as unknown as ServerBuild['assets'];
    const kept = withoutAppRoutes(build);
    expect(Object.keys(kept.routes)).toEqual(['root', 'layout', 'page', 'nested']);
    expect(Object.keys(kept.assets.routes)).toEqual(['root', 'layout', 'page', 'nested']);
    expect(kept.assets.version).toBe('v');
  });
});
