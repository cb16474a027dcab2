/**
 * Pages over HTTP (issue 50): the wire of every route (answers checked against the
 * OpenAPI document by the test clients), a staff member's walk through one page in both
 * languages, and bad input. The merge of two colleagues' block edits is held on the
 * service: test/medium/pages.medium.ts.
 */
import {
  DEFAULT_TIME_ZONE,
  wallTimeIn,
  type RedirectTable,
  type RevisionSummary,
} from '@prism/contracts';
import type {
  Navigation,
  PageAnswer,
  PageSitemapEntry,
  PageSummary,
  PublicNavigation,
  PublicPage,
  PublicPageMove,
} from '@prism/contracts/pages';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { errorOf, pageOf } from '../support/answers';
import { startTestApp, type TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<TestApp['as']>>;

const rich = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

/** A team page written in French only: the English texts are still empty. */
const FRENCH_TEAM = {
  title: { fr: 'Notre équipe' },
  metaTitle: { fr: 'Notre équipe' },
  blocks: [
    {
      id: 'intro',
      type: 'headingText',
      heading: { fr: 'Qui nous sommes' },
      body: { fr: rich('Une petite équipe.') },
    },
    {
      id: 'team',
      type: 'team',
      heading: { fr: 'L’équipe' },
      members: [{ id: 'ana', name: 'Ana Roy', role: { fr: 'Directrice' } }],
    },
    {
      id: 'cta',
      type: 'cta',
      heading: { fr: 'Parlons-en' },
      label: { fr: 'Écrivez-nous' },
      href: { fr: '/fr#contact' },
    },
  ],
};

describe('pages', () => {
  let t: TestApp;
  let editor: Agent;
  let page: PageAnswer;

  beforeAll(async () => {
    t = await startTestApp();
    editor = await t.as('editor');
  });
  afterAll(() => t.close());

  const read = async (id: number) =>
    (await editor.get(`/api/pages/${id}`).expect(200)).body as PageAnswer;
  const publicRead = (path: string) => t.http().get(`/api/pages/public${path}`);

  it('creates a page in French, takes French live, and refuses English while it lacks texts, naming each path', async () => {
    const created = await editor.post('/api/pages').send(FRENCH_TEAM).expect(201);
    page = created.body as PageAnswer;
    expect(created.headers.etag).toBe('"r1"');
    // A slug made from the title; the English side lacks its texts, block by block.
    expect(page.slug).toEqual({ fr: 'notre-equipe', en: '' });
    expect(page.missing.fr).toEqual([]);
    expect(page.missing.en).toEqual([
      'title',
      'slug',
      'blocks.0.heading',
      'blocks.0.body',
      'blocks.1.heading',
      'blocks.1.members.0.role',
      'blocks.2.heading',
      'blocks.2.label',
      'blocks.2.href',
    ]);

    const refused = await editor
      .put(`/api/pages/${page.id}/live`)
      .send({ fr: true, en: true })
      .expect(422);
    expect(errorOf(refused).code).toBe('not_ready');
    expect(errorOf(refused).fields?.map((f) => f.field)).toContain('en.blocks.1.members.0.role');

    page = (await editor.put(`/api/pages/${page.id}/live`).send({ fr: true }).expect(200))
      .body as PageAnswer;
    expect(page.live).toEqual({ fr: true, en: false });
    const shown = (await publicRead('/fr/notre-equipe').expect(200)).body as PublicPage;
    expect(shown).toMatchObject({
      id: page.id,
      locale: 'fr',
      title: 'Notre équipe',
      paths: { fr: '/fr/notre-equipe' },
    });
    expect(shown.blocks.map((b) => b.id)).toEqual(['intro', 'team', 'cta']);
    await publicRead('/en/notre-equipe').expect(200, { movedTo: '/fr/notre-equipe' });
    expect(errorOf(await publicRead('/en/our-team').expect(404)).code).toBe('not_found');
  });

  it('keeps a live language complete: a save that would empty it is refused, nothing saved', async () => {
    const blocks = page.blocks.map((b) =>
      b.id === 'cta' ? { ...b, label: { fr: '', en: '' } } : b,
    );
    const refused = await editor.patch(`/api/pages/${page.id}`).send({ blocks }).expect(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'would_unpublish',
      fields: [{ field: 'fr.blocks.2.label', code: 'missing' }],
    });
    expect((await read(page.id)).blocks).toEqual(page.blocks);
  });

  it('fills English, takes it live, and lists the page with both addresses', async () => {
    const blocks = [
      {
        ...page.blocks[0],
        heading: { fr: 'Qui nous sommes', en: 'Who we are' },
        body: { fr: rich('Une petite équipe.'), en: rich('A small team.') },
      },
      {
        ...page.blocks[1],
        heading: { fr: 'L’équipe', en: 'The team' },
        members: [{ id: 'ana', name: 'Ana Roy', role: { fr: 'Directrice', en: 'Director' } }],
      },
      {
        ...page.blocks[2],
        heading: { fr: 'Parlons-en', en: 'Let’s talk' },
        label: { fr: 'Écrivez-nous', en: 'Write to us' },
        href: { fr: '/fr#contact', en: '/en#contact' },
      },
    ];
    const saved = await editor
      .patch(`/api/pages/${page.id}`)
      .send({ title: { en: 'Our team' }, slug: { en: 'our-team' }, blocks })
      .expect(200);
    page = saved.body as PageAnswer;
    expect(page.title).toEqual({ fr: 'Notre équipe', en: 'Our team' });
    expect(page.missing.en).toEqual([]);
    page = (await editor.put(`/api/pages/${page.id}/live`).send({ en: true }).expect(200))
      .body as PageAnswer;

    const en = (await publicRead('/en/our-team').expect(200)).body as PublicPage;
    expect(en.paths).toEqual({ fr: '/fr/notre-equipe', en: '/en/our-team' });
    expect(en.media).toEqual({});
    const sitemap = (await t.http().get('/api/pages/public?lang=en').expect(200))
      .body as PageSitemapEntry[];
    expect(sitemap).toEqual([{ id: page.id, paths: en.paths, updatedAt: page.updatedAt }]);
    const list = pageOf<PageSummary>(await editor.get('/api/pages?limit=10').expect(200));
    expect(list.items[0]).toMatchObject({
      id: page.id,
      live: { fr: true, en: true },
      version: page.version,
    });
  });

  it('answers 301 from the old address of a live page whose slug changed', async () => {
    page = (
      await editor
        .patch(`/api/pages/${page.id}`)
        .send({ slug: { fr: 'equipe' } })
        .expect(200)
    ).body as PageAnswer;
    const { redirects } = (await t.http().get('/api/redirects/table').expect(200))
      .body as RedirectTable;
    expect(redirects).toContainEqual(['/fr/notre-equipe', '/fr/equipe', 301, expect.any(Number)]);
    await publicRead('/fr/equipe').expect(200);
  });

  it('restores an older revision while live, and keeps the page live', async () => {
    const history = (await editor.get(`/api/pages/${page.id}/revisions`).expect(200))
      .body as RevisionSummary[];
    const first = history.at(-1)!;
    // The first revision lacks English: restoring it would leave a live language empty.
    const refused = await editor
      .post(`/api/pages/${page.id}/revisions/${first.number}/restore`)
      .expect(422);
    expect(errorOf(refused).code).toBe('would_unpublish');
    const beforeSlug = history.find((r) => r.changed.includes('slug') && r.number < page.version)!;
    await editor.post(`/api/pages/${page.id}/revisions/${beforeSlug.number}/restore`).expect(201);
    const restored = await read(page.id);
    // Back to the French address it had then, still live; the other one now redirects.
    expect(restored.slug.fr).toBe('notre-equipe');
    expect(restored.live).toEqual({ fr: true, en: true });
    const { redirects } = (await t.http().get('/api/redirects/table').expect(200))
      .body as RedirectTable;
    expect(redirects).toContainEqual(['/fr/equipe', '/fr/notre-equipe', 301, expect.any(Number)]);
    expect(restored.version).toBe(page.version + 1);
    page = restored;
  });

  it('refuses to schedule the publication of a page a required language is not ready in', async () => {
    // A slug given that another page has in that language (one made from a title never is).
    const taken = await editor
      .post('/api/pages')
      .send({ ...FRENCH_TEAM, slug: { fr: page.slug.fr } })
      .expect(409);
    expect(errorOf(taken)).toMatchObject({
      code: 'slug_taken',
      fields: [{ field: 'slug.fr', code: 'taken' }],
    });
    const other = (
      await editor
        .post('/api/pages')
        .send({ ...FRENCH_TEAM, slug: { fr: 'carrieres' } })
        .expect(201)
    ).body as PageAnswer;
    const tomorrow = wallTimeIn(new Date(Date.now() + 86_400_000), DEFAULT_TIME_ZONE, true);
    const refused = await editor
      .put(`/api/pages/${other.id}/schedule`)
      .send({ publishAt: tomorrow, unpublishAt: null })
      .expect(422);
    expect(errorOf(refused).code).toBe('not_ready');
    expect(errorOf(refused).fields?.[0]).toMatchObject({ field: 'en.title', code: 'missing' });
    // Unpublishing alone needs nothing.
    const set = await editor
      .put(`/api/pages/${other.id}/schedule`)
      .send({ publishAt: null, unpublishAt: tomorrow })
      .expect(200);
    expect((set.body as PageAnswer).schedule.unpublishAt).not.toBeNull();
    const admin = await t.as('admin');
    await admin.delete(`/api/pages/${other.id}`).expect(200);
    await editor.get(`/api/pages/${other.id}`).expect(404);
  });

  it('refuses a bad block naming its path, and stores rich text reduced to what it allows', async () => {
    const bad = await editor
      .post('/api/pages')
      .send({
        blocks: [
          { id: 'a', type: 'richText' },
          { id: 'b', type: 'team', members: [{ id: 'm', role: { fr: 7 } }] },
        ],
      })
      .expect(400);
    expect(errorOf(bad).fields?.map((f) => f.field)).toEqual(['blocks.1.members.0.role.fr']);
    const unknown = await editor
      .post('/api/pages')
      .send({ blocks: [{ id: 'x', type: 'iframe' }] })
      .expect(400);
    expect(errorOf(unknown).fields?.[0]?.field).toBe('blocks.0.type');

    const hostile = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'Hi',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ],
        },
        { type: 'script', content: [{ type: 'text', text: 'alert(1)' }] },
        {
          type: 'paragraph',
          attrs: { onclick: 'x()' },
          content: [{ type: 'text', text: 'ok', marks: [{ type: 'bold' }] }],
        },
      ],
    };
    const made = (
      await editor
        .post('/api/pages')
        .send({ blocks: [{ id: 'r', type: 'richText', body: { fr: hostile } }] })
        .expect(201)
    ).body as PageAnswer;
    expect(made.blocks[0]).toEqual({
      id: 'r',
      type: 'richText',
      body: {
        fr: {
          type: 'doc',
          content: [
            { type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] },
            { type: 'paragraph', content: [{ type: 'text', text: 'alert(1)' }] },
            {
              type: 'paragraph',
              content: [{ type: 'text', text: 'ok', marks: [{ type: 'bold' }] }],
            },
          ],
        },
        en: { type: 'doc', content: [] },
      },
    });
    const reserved = await editor
      .post('/api/pages')
      .send({ slug: { fr: 'realisations' } })
      .expect(400);
    expect(errorOf(reserved).fields).toMatchObject([{ field: 'slug.fr', code: 'reserved_path' }]);
  });

  it('previews a draft as its public page, storing nothing', async () => {
    const preview = await editor
      .post('/api/pages/preview')
      .send({
        locale: 'en',
        fields: {
          title: { en: 'Draft' },
          slug: { en: 'draft' },
          blocks: [{ id: 'p', type: 'projects', source: 'category', category: 'listing' }],
        },
      })
      .expect(201);
    expect(preview.body as PublicPage).toMatchObject({
      id: 0,
      title: 'Draft',
      paths: { en: '/en/draft' },
      projects: { p: [] },
    });
    await publicRead('/en/draft').expect(404);
  });

  it('saves the navigation with the version guard and shows only live pages to visitors', async () => {
    const nav: Navigation = {
      header: [
        { label: { fr: 'Équipe', en: 'Team' }, pageId: page.id, path: { fr: '', en: '' } },
        {
          label: { fr: 'Réalisations', en: 'Work' },
          pageId: null,
          path: { fr: '/fr/realisations', en: '/en/work' },
        },
      ],
      footer: [],
    };
    const missing = await editor
      .put('/api/navigation')
      .send({ ...nav, footer: [{ label: { fr: 'X', en: 'X' }, pageId: 999999 }] })
      .expect(400);
    expect(errorOf(missing).fields).toMatchObject([
      { field: 'footer.0.pageId', code: 'not_found' },
    ]);
    const read1 = await editor.get('/api/navigation').expect(200);
    await editor
      .put('/api/navigation')
      .set('If-Match', read1.headers.etag as string)
      .send(nav)
      .expect(200);
    // A save from the version before, changing the same list: a conflict, named.
    const clash = await editor
      .put('/api/navigation')
      .set('If-Match', read1.headers.etag as string)
      .send({ ...nav, header: nav.header.slice(1) })
      .expect(409);
    expect(errorOf(clash).fields).toMatchObject([{ field: 'header', code: 'changed_by_other' }]);

    await editor.put(`/api/pages/${page.id}/live`).send({ en: false }).expect(200);
    const fr = (await t.http().get('/api/navigation/public?lang=fr').expect(200))
      .body as PublicNavigation;
    const en = (await t.http().get('/api/navigation/public?lang=en').expect(200))
      .body as PublicNavigation;
    expect(fr.header).toEqual([
      { label: 'Équipe', href: '/fr/notre-equipe' },
      { label: 'Réalisations', href: '/fr/realisations' },
    ]);
    expect(en.header).toEqual([{ label: 'Work', href: '/en/work' }]);
    // English off the site: its address sends to the French one.
    await publicRead(`/en/${page.slug.en}`).expect(200, {
      movedTo: '/fr/notre-equipe',
    } satisfies PublicPageMove);
  });

  it('audits each change under the page', async () => {
    const actions = (
      await t.dataSource
        .getRepository(AuditRecord)
        .findBy({ targetType: 'page', targetId: String(page.id) })
    ).map((r) => r.action);
    expect(new Set(actions)).toEqual(
      new Set(['page.create', 'page.live', 'page.update', 'page.restore']),
    );
  });
});
