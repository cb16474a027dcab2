// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { documentWithSheet, siteStyles, siteStylesSource } from './site-styles.server';

const rendered = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title><style>${siteStyles.sheet}</style></head><body><p>${title}</p></body></html>`;

describe("the site's stylesheet in a rendered document", () => {
  it('goes in as the same bytes in every page, the ones its policy admits', () => {
    const one = documentWithSheet(rendered('One'));
    const two = documentWithSheet(rendered('Two'));
    if ('bytes' in one || 'bytes' in two) throw new Error('the sheet was not put in');
    expect(one.shared).toBe(two.shared);
    expect(Buffer.from(one.before).toString()).toBe(
      '<!DOCTYPE html><html><head><title>One</title><style>',
    );
    expect(Buffer.from(one.after).toString()).toBe('</style></head><body><p>One</p></body></html>');
    // Vitest compiles no CSS (the sheet is empty here): the browser suite reads the real one.
    const sheet = Buffer.from(one.shared).toString();
    const hash = createHash('sha256').update(sheet).digest('base64');
    expect(siteStylesSource).toContain(`'sha256-${hash}'`);
  });

  it('leaves a document without its place whole', () => {
    const html = '<!DOCTYPE html><html><body><p>&lt;site-sheet/&gt;</p></body></html>';
    const document = documentWithSheet(html);
    expect('bytes' in document && Buffer.from(document.bytes).toString()).toBe(html);
  });
});
