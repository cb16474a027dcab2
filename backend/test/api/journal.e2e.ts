/**
 * The journal over HTTP (issue 50, ADR 105): posts are pages of the kind `post`, written
 * through /api/pages; visitors read each language's index a keyset page at a time (what the
 * site's index pages and feeds read) and each post at its journal address.
 */
import type { Page, RedirectTable } from '@prism/contracts';
import type {
  PageAnswer,
  PageSitemapEntry,
  PageSummary,
  PostCard,
  PublicPost,
} from '@prism/contracts/pages';
import { errorOf, pageOf } from '../support/answers';
import { startTestApp, type TestApp } from '../support/test-app';

const rich = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A post written in both languages, on `date`. */
const post = (n: number, date: string) => ({
  kind: 'post',
  title: { fr: `Billet ${n}`, en: `Post ${n}` },
  metaDescription: { fr: `Résumé ${n}`, en: `Summary ${n}` },
  author: 'Ana Roy',
  date,
  category: { fr: 'Méthode', en: 'Method' },
  blocks: [{ id: 'body', type: 'richText', body: { fr: rich('Texte.'), en: rich('Text.') } }],
});

describe('journal', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('publishes posts per language and pages the index of each language, newest day first', async () => {
    const editor = await t.as('editor');
    // A post lacks its byline and date before it can go live.
    const bare = await editor
      .post('/api/pages')
      .send({ ...post(0, ''), author: '' })
      .expect(201);
    expect((bare.body as PageAnswer).missing.fr).toEqual(['author', 'date']);
    const refused = await editor.post('/api/pages').send(post(0, '2026-02-30')).expect(400);
    expect(errorOf(refused).fields?.[0]).toMatchObject({ field: 'date', code: 'invalid_date' });

    const ids: number[] = [];
    for (const [n, date] of [
      [1, '2026-10-01'],
      [2, '2026-11-20'],
      [3, '2026-11-05'],
    ] as const) {
      const created = (await editor.post('/api/pages').send(post(n, date)).expect(201))
        .body as PageAnswer;
      expect(created).toMatchObject({ kind: 'post', slug: { fr: `billet-${n}`, en: `post-${n}` } });
      ids.push(created.id);
    }
    const [first, second, third] = ids as [number, number, number];
    for (const id of ids) {
      await editor.put(`/api/pages/${id}/live`).send({ fr: true }).expect(200);
    }
    await editor.put(`/api/pages/${second}/live`).send({ en: true }).expect(200);

    // The staff lists: posts apart from pages.
    const posts = pageOf<PageSummary>(await editor.get('/api/pages?kind=post').expect(200));
    expect(posts.items.map((p) => p.id).sort()).toEqual(
      [(bare.body as PageAnswer).id, ...ids].sort(),
    );
    expect(pageOf(await editor.get('/api/pages').expect(200)).items).toEqual([]);

    const index = (query: string) => t.http().get(`/api/journal/public?${query}`);
    const one = (await index('lang=fr&limit=2').expect(200)).body as Page<PostCard>;
    expect(one.items.map((p) => p.id)).toEqual([second, third]);
    expect(one.items[0]).toMatchObject({
      title: 'Billet 2',
      path: '/fr/journal/billet-2',
      author: 'Ana Roy',
      date: '2026-11-20',
      category: 'Méthode',
      summary: 'Résumé 2',
      cover: null,
    });
    expect(one.nextCursor).not.toBeNull();
    const two = (await index(`lang=fr&limit=2&after=${third}`).expect(200)).body as Page<PostCard>;
    expect(two).toEqual({ items: [expect.objectContaining({ id: first })], nextCursor: null });
    // English lists only the post live in English; a post not live there pages nothing.
    const english = (await index('lang=en').expect(200)).body as Page<PostCard>;
    expect(english.items.map((p) => [p.id, p.path])).toEqual([[second, '/en/insights/post-2']]);
    expect(errorOf(await index(`lang=en&after=${first}`).expect(404)).code).toBe('not_found');

    const shown = (await t.http().get('/api/journal/public/fr/billet-2').expect(200))
      .body as PublicPost;
    expect(shown).toMatchObject({
      id: second,
      paths: { fr: '/fr/journal/billet-2', en: '/en/insights/post-2' },
      post: { author: 'Ana Roy', date: '2026-11-20', category: 'Méthode', related: [] },
    });
    await t.http().get('/api/journal/public/en/billet-1').expect(200, {
      movedTo: '/fr/journal/billet-1',
    });
    // A post is no page: not at /<lang>/<slug>.
    await t.http().get('/api/pages/public/fr/billet-2').expect(404);
    const sitemap = (await t.http().get('/api/pages/public?lang=en').expect(200))
      .body as PageSitemapEntry[];
    expect(sitemap.map((e) => e.paths)).toEqual([shown.paths]);

    // A live post's new slug answers 301 from its old journal address.
    await editor
      .patch(`/api/pages/${second}`)
      .send({ slug: { en: 'second-post' } })
      .expect(200);
    const { redirects } = (await t.http().get('/api/redirects/table').expect(200))
      .body as RedirectTable;
    expect(redirects).toContainEqual([
      '/en/insights/post-2',
      '/en/insights/second-post',
      301,
      expect.any(Number),
    ]);
  });
});
