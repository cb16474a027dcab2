// @vitest-environment node
import { renderedResponse } from '@prism/contracts/rendered-document';
import { describe, expect, it } from 'vitest';
import { etagOf, readPage } from './page-render';

describe('reading a rendered page', () => {
  it('takes the bytes the entry handed over beside its Response, as they are', async () => {
    const bytes = Buffer.from('<!DOCTYPE html><html lang="fr-CA"><p>Bonjour</p></html>');
    const response = renderedResponse(
      { bytes },
      {
        status: 404,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Language': 'fr-CA' },
      },
    );
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

  it('puts a shared run in its place, and counts it in the validator by its digest', async () => {
    const sheet = Buffer.from('body{margin:0}'.repeat(100));
    const read = (title: string, shared = sheet) =>
      readPage(
        renderedResponse(
          {
            before: Buffer.from(`<head><title>${title}</title><style>`),
            shared,
            after: Buffer.from('</style></head><body></body>'),
          },
          { status: 200 },
        ),
        3,
      );
    const page = await read('One');
    expect(page.body.toString()).toBe(
      `<head><title>One</title><style>${sheet.toString()}</style></head><body></body>`,
    );
    expect(page.shared?.at).toBe('<head><title>One</title><style>'.length);
    expect(page.etag).toBe(etagOf(page.body, page.shared));
    // The run is prepared once, whichever page carries it.
    expect((await read('Two')).shared?.run).toBe(page.shared?.run);
    // The validator moves with every part: the page's own bytes and the run's.
    expect((await read('Two')).etag).not.toBe(page.etag);
    expect((await read('One', Buffer.from('body{margin:1px}'))).etag).not.toBe(page.etag);
    expect((await read('One')).etag).toBe(page.etag);
  });

  it("reads the body of React Router's own answers", async () => {
    const own = await readPage(new Response('Not Found', { status: 404 }), 1);
    expect(own.body.toString()).toBe('Not Found');
    expect(own.headers).toContainEqual(['cache-control', 'no-cache']);
  });
});
