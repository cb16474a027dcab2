/**
 * Readiness per language on the services and a real database (SQLite and PostgreSQL), ADR
 * 041 and 081: which fields make an item ready in French or in English, publishing and
 * scheduling refused (`not_ready`, each missing field named) until every required language
 * is, a language visitors see kept complete, and an item shown to visitors only in the
 * languages it is ready in. The HTTP suite (languages.e2e.ts) keeps the routes' answers.
 */
import { expect } from '@jest/globals';
import { DEFAULT_SITE_SETTINGS, wallTimeIn, type SessionUser } from '@prism/contracts';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { ContentHealthService } from '../../src/portfolio/content-health.service';
import type { PortfolioFields } from '../../src/portfolio/portfolio.dto';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { SiteSettingsRow } from '../../src/settings/site-settings.entity';
import { imageBytes } from '../support/image-fixtures';
import { openMediumDatabase, type MediumDatabase } from '../support/medium-database';
import { actingAs, contentServices } from './content-services';
import { actorOf, factories } from './factories';

/** An item written in English only, as the admin's form of before ADR 041 sent it. */
const ENGLISH_ONLY: PortfolioFields = {
  title: 'Serum Listing Refresh',
  client: 'Lumen & Co',
  description: 'Seven gallery images.',
  category: 'listing',
  year: '2024',
  featured: 'false',
};

const FRENCH = {
  title: 'Refonte de la fiche du sérum',
  description: 'Sept images de galerie.',
};

const BOTH: PortfolioFields = {
  ...ENGLISH_ONLY,
  titleFr: FRENCH.title,
  descriptionFr: FRENCH.description,
};

describe('readiness per language', () => {
  let db: MediumDatabase;
  let services: ReturnType<typeof contentServices>;
  let editor: SessionUser;
  let owner: SessionUser;
  let jpeg: Buffer;

  beforeAll(async () => {
    db = await openMediumDatabase();
    services = contentServices(db);
    const { newUser } = factories(db.dataSource);
    editor = actorOf(await newUser({ role: 'editor' }));
    owner = actorOf(await newUser({ role: 'owner' }));
    jpeg = await imageBytes('jpeg', { width: 400, height: 500 });
  });
  afterAll(() => db.close());
  afterEach(async () => {
    // Slugs are unique per language, and the required languages are the site's.
    await db.dataSource.getRepository(PortfolioItem).createQueryBuilder().delete().execute();
    await db.dataSource.getRepository(SiteSettingsRow).clear();
  });

  const versionOf = async (id: number) =>
    (await services.revisions.current('portfolio', String(id)))!.number;
  const rowOf = (id: number) => db.dataSource.getRepository(PortfolioItem).findOneByOrFail({ id });
  const create = (fields: PortfolioFields) =>
    actingAs(editor, () => services.portfolio.create(fields, jpeg));
  const update = (id: number, fields: Partial<PortfolioFields>) =>
    actingAs(editor, async () =>
      services.portfolio.update(id, fields, undefined, await versionOf(id)),
    );
  const saveTranslations = (
    id: number,
    input: Parameters<typeof services.portfolio.saveTranslations>[1],
  ) =>
    actingAs(editor, async () =>
      services.portfolio.saveTranslations(id, input, await versionOf(id)),
    );
  const publicRead = (id: number, locale: 'en' | 'fr') =>
    services.portfolio.get(id, false, locale).then(({ value }) => value);

  it('keeps a draft in one language; publishing it waits for the French, then succeeds', async () => {
    const draft = await create({ ...ENGLISH_ONLY, status: 'draft' });
    expect(draft.translations).toMatchObject({
      en: { ready: true, missing: [], slug: 'serum-listing-refresh' },
      fr: { ready: false, missing: ['title', 'description', 'slug'], slug: null },
    });
    // The content-health panel lists what each language lacks.
    const health = await new ContentHealthService(db.dataSource).report();
    expect(health.notReady).toEqual([
      {
        id: draft.id,
        title: ENGLISH_ONLY.title,
        locale: 'fr',
        missing: ['title', 'description', 'slug'],
      },
    ]);

    await expect(update(draft.id, { status: 'published' })).rejects.toMatchObject({
      code: 'not_ready',
      fields: [
        { field: 'fr.title', code: 'missing' },
        { field: 'fr.description', code: 'missing' },
        { field: 'fr.slug', code: 'missing' },
      ],
    });
    expect((await rowOf(draft.id)).status).toBe('draft');

    const translated = await saveTranslations(draft.id, { fr: FRENCH });
    expect(translated.translations?.fr).toMatchObject({
      ...FRENCH,
      slug: 'refonte-de-la-fiche-du-serum',
      ready: true,
      missing: [],
    });

    await update(draft.id, { status: 'published' });
    const fr = await publicRead(draft.id, 'fr');
    expect(fr).toMatchObject({
      locale: 'fr',
      ...FRENCH,
      slug: 'refonte-de-la-fiche-du-serum',
      alternates: { fr: 'refonte-de-la-fiche-du-serum', en: 'serum-listing-refresh' },
    });
    expect(fr.translations).toBeUndefined();
  });

  it('refuses to mark a language ready while it lacks a field, and changes nothing', async () => {
    const draft = await create({ ...ENGLISH_ONLY, status: 'draft' });
    await expect(
      saveTranslations(draft.id, { fr: { title: FRENCH.title, ready: true } }),
    ).rejects.toMatchObject({
      code: 'not_ready',
      fields: [{ field: 'fr.description', code: 'missing' }],
    });
    expect(await rowOf(draft.id)).toMatchObject({ titleFr: '', readyFr: false });
  });

  it('is ready in a language only with the cover alt text that language shows (ADR 081)', async () => {
    const draft = await create({ ...ENGLISH_ONLY, status: 'draft', coverAlt: 'Serum on white' });
    await expect(
      saveTranslations(draft.id, { fr: { ...FRENCH, ready: true } }),
    ).rejects.toMatchObject({
      code: 'not_ready',
      fields: [{ field: 'fr.coverAlt', code: 'missing' }],
    });
    const ready = await saveTranslations(draft.id, {
      fr: { ...FRENCH, coverAlt: 'Le sérum sur fond blanc', ready: true },
    });
    expect(ready.translations?.fr).toMatchObject({ ready: true, missing: [] });
    expect((await rowOf(draft.id)).readyFr).toBe(true);
  });

  it('takes a language off the site only when someone unpublishes it, audited (ADR 081)', async () => {
    const item = await create(BOTH);
    await expect(saveTranslations(item.id, { fr: { title: '' } })).rejects.toMatchObject({
      code: 'would_unpublish',
      fields: [{ field: 'fr.title', code: 'missing' }],
    });
    expect(await publicRead(item.id, 'fr')).toMatchObject({ title: FRENCH.title });

    await saveTranslations(item.id, { fr: { ready: false } });
    await expect(publicRead(item.id, 'fr')).rejects.toMatchObject({ code: 'not_found' });
    expect(await publicRead(item.id, 'en')).toMatchObject({ title: ENGLISH_ONLY.title });
    const audited = await db.dataSource
      .getRepository(AuditRecord)
      .findOneByOrFail({ action: 'portfolio.translations', targetId: String(item.id) });
    expect(audited.actorName).toBe(editor.username);
    expect(audited.changes).toMatchObject({ readyFr: { before: true, after: false } });
  });

  it('with only English required, publishes in English alone: no French page, no French alternate', async () => {
    await actingAs(owner, async () =>
      services.settings.replace(
        { ...DEFAULT_SITE_SETTINGS, requiredLocales: ['en'] },
        (await services.revisions.current('settings', 'site'))!.number,
      ),
    );
    const item = await create(ENGLISH_ONLY);
    expect(item).toMatchObject({
      status: 'published',
      alternates: { en: 'serum-listing-refresh' },
    });
    expect(item.alternates).not.toHaveProperty('fr');

    const listed = async (lang: 'en' | 'fr') =>
      (await services.portfolio.list({ lang })).value.items.map((i) => i.id);
    expect(await listed('en')).toEqual([item.id]);
    expect(await listed('fr')).toEqual([]);
    await expect(publicRead(item.id, 'fr')).rejects.toMatchObject({ code: 'not_found' });
    const bySlug = await services.portfolio.getBySlug('serum-listing-refresh', 'en');
    expect(bySlug.value.id).toBe(item.id);
    // Staff still see the item in French as it stands (empty), to translate it.
    const staff = (await services.portfolio.get(item.id, true, 'fr')).value;
    expect(staff).toMatchObject({
      locale: 'fr',
      title: '',
      alternates: { en: 'serum-listing-refresh' },
    });
  });

  it('refuses to schedule the publishing of an item not ready, naming what it lacks, and schedules nothing (ADR 081)', async () => {
    const item = await create({ ...ENGLISH_ONLY, status: 'draft' });
    const publishAt = wallTimeIn(
      new Date(Date.now() + 86_400_000),
      DEFAULT_SITE_SETTINGS.timeZone,
      true,
    );
    await expect(
      actingAs(editor, async () =>
        services.schedule.set(item.id, { publishAt, unpublishAt: null }, await versionOf(item.id)),
      ),
    ).rejects.toMatchObject({
      code: 'not_ready',
      fields: [
        { field: 'fr.title', code: 'missing' },
        { field: 'fr.description', code: 'missing' },
        { field: 'fr.slug', code: 'missing' },
      ],
    });
    expect(await rowOf(item.id)).toMatchObject({
      status: 'draft',
      publishAt: null,
      scheduledBy: null,
    });
  });
});
