// @vitest-environment node
import { renderedResponse } from '@prism/contracts/rendered-document';
import { describe, expect, it } from 'vitest';
import { etagOf, readPage } from './rendered-page';

describe('reading a rendered page', () => {
  it('takes the bytes the entry handed over beside its Response, as they are', async () => {
    const bytes = Buffer.from('<!DOCTYPE html><html lang="fr-CA"><p>Bonjour</p></html>');
    const response = renderedResponse(bytes, {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': 'fr-CA' },
    });
    expect(response.body).toBeNull();
    const page = await readPage(response, 7);
    expect(page.body).toEqual(bytes);
    expect(page.body.buffer).toBe(bytes.buffer);
    expect(page).toMatchObject({ version: 7, status: 404, etag: etagOf(bytes) });
    expect(page.headers).toEqual(
      expect.arrayContaining([
        ['content-language', 'fr-CA'],
        ['cache-control', 'no-cache'],
      ]),
    );
  });

  it("reads the body of React Router's own answers", async () => {
    const own = await readPage(new Response('Not Found', { status: 404 }), 1);
    expect(own.body.toString()).toBe('Not Found');
    expect(own.headers).toContainEqual(['cache-control', 'no-cache']);
  });
});
