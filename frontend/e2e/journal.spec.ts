import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { DOMParser } from '@xmldom/xmldom';
import { XMLParser } from 'fast-xml-parser';
import { ownerApi } from './admin/support';
import { expect, test } from './support/fixtures';

/** Whether `xml` is well-formed XML: xmldom's parser, any error or warning refused. */
function wellFormed(xml: string): boolean {
  const problems: string[] = [];
  new DOMParser({
    onError: (level, message) => problems.push(`${level}: ${message}`),
  }).parseFromString(xml, 'text/xml');
  return problems.length === 0;
}

/**
 * Issue 50's journal, without JavaScript: one more French post than an index page shows
 * (contracts' PAGE_LIMITS.journalPage), so « Billets précédents » is a plain link to the
 * rest; the index names its Atom feed, which parses and lists the French posts newest
 * first, and the English feed holds none of them. The posts are deleted after.
 */
const INDEX_PAGE = 12;
const tag = randomBytes(4).toString('hex');
let owner: APIRequestContext;
const made: number[] = [];
/** Each post's ETag after its last write: pages' writes name it (If-Match). */
const etags = new Map<number, string>();

const rich = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

test.beforeAll(async ({ playwright }) => {
  owner = await ownerApi(playwright);
  for (let i = 1; i <= INDEX_PAGE + 1; i += 1) {
    const created = await owner.post('/api/pages', {
      data: {
        kind: 'post',
        title: { fr: `Billet ${tag} ${i}` },
        slug: { fr: `billet-${tag}-${i}` },
        author: 'Ana Roy',
        // Days apart, the later the newer: the index lists the last one made first.
        date: `2026-01-${String(i + 10)}`,
        category: { fr: 'Méthode' },
        blocks: [{ id: 'body', type: 'richText', body: { fr: rich('Un billet.') } }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    made.push(id);
    const live = await owner.put(`/api/pages/${id}/live`, {
      data: { fr: true },
      headers: { 'if-match': created.headers().etag ?? '' },
    });
    expect(live.status(), await live.text()).toBe(200);
    etags.set(id, live.headers().etag ?? '');
  }
});

test.afterAll(async () => {
  for (const id of made) {
    await owner.delete(`/api/pages/${id}`, { headers: { 'if-match': etags.get(id) ?? '' } });
  }
  await owner.dispose();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the journal pages through « Billets précédents », and its Atom feed lists the French posts only', async ({
    page,
  }) => {
    const ours = (hrefs: (string | null)[]) => hrefs.filter((h) => h?.includes(tag));
    const postLinks = () =>
      page
        .getByRole('article')
        .getByRole('heading', { level: 3 })
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const newest = [...made]
      .reverse()
      .map((_, i) => `/fr/journal/billet-${tag}-${made.length - i}`);

    await page.goto('/fr/journal');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Le journal de Prism' }),
    ).toBeVisible();
    expect(ours(await postLinks())).toEqual(newest.slice(0, INDEX_PAGE));
    await expect(page.getByText('20 janvier 2026').first()).toBeVisible();
    const feedHref = await page
      .locator('link[rel="alternate"][type="application/atom+xml"]')
      .getAttribute('href');
    expect(feedHref).toMatch(/^https?:\/\/[^/]+\/fr\/journal\/feed\.xml$/);

    await expect(page.getByTestId('language-switch').first()).toHaveAttribute(
      'href',
      `/language/en?to=${encodeURIComponent('/en/insights')}`,
    );
    const pages = page.getByRole('navigation', { name: 'Pages du journal' });
    await pages.getByRole('link', { name: 'Billets précédents' }).click();
    await page.waitForURL((url) => url.search.startsWith('?after='));
    expect(ours(await postLinks())).toEqual(newest.slice(INDEX_PAGE));
    await expect(pages.getByRole('link', { name: 'Billets les plus récents' })).toBeVisible();

    const feed = await page.request.get('/fr/journal/feed.xml');
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    const xml = await feed.text();
    expect(wellFormed(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(
      xml,
    ) as { feed: { id: string; title: string; updated: string; entry: { id: string }[] } };
    expect(parsed.feed.title).toBe('Le journal de Prism');
    expect(parsed.feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const ids = parsed.feed.entry.map((e) => new URL(e.id).pathname);
    expect(ours(ids)).toEqual(newest);
    const english = await (await page.request.get('/en/insights/feed.xml')).text();
    expect(wellFormed(english)).toBe(true);
    expect(english).not.toContain(tag);
  });
});
