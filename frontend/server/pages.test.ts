// @vitest-environment node
import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { encodingOf } from './pages';

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
