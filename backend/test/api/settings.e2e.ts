import { DEFAULT_SITE_SETTINGS, type ApiErrorBody, type SiteSettings } from '@prism/contracts';
import { SiteSettingsRow } from '../../src/settings/site-settings.entity';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { errorOf, settingsOf } from '../support/answers';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const SETTINGS: SiteSettings = {
  contactEmail: 'studio@prism.example',
  availability: 'Currently accepting new projects for Q3 2026',
  location: 'Lisbon, Portugal',
  social: {
    instagram: 'https://www.instagram.com/prism',
    linkedin: 'https://www.linkedin.com/company/prism',
    behance: '',
    dribbble: 'https://dribbble.com/prism',
    x: '',
  },
  stats: [
    { value: '90+', label: 'Brands Transformed' },
    { value: '11', label: 'Years Industry Experience' },
    { value: '38%', label: 'Avg. Conversion Lift' },
  ],
  requiredLocales: ['fr'],
  defaultLocale: 'en',
  timeZone: 'Europe/Lisbon',
  fr: {
    availability: 'Nous acceptons de nouveaux projets pour le troisième trimestre de 2026',
    location: 'Lisbonne, Portugal',
    statLabels: ['Marques transformées', 'Années d’expérience', 'Hausse moyenne des conversions'],
  },
};

describe('site settings API (GET /api/settings, PUT /api/admin/settings)', () => {
  let t: TestApp;
  let owner: Agent;
  const rows = () => t.dataSource.getRepository(SiteSettingsRow);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());
  beforeEach(() => rows().clear());

  it('answers the defaults while nothing is stored, publicly and briefly cacheable', async () => {
    const res = await t.http().get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.body).toEqual(DEFAULT_SITE_SETTINGS);
    // The demo's quarter follows the date (issue 27): the one after today's.
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
    expect(settingsOf(res).availability).toBe(
      `Currently accepting new projects for Q${Math.floor(next.getUTCMonth() / 3) + 1} ${next.getUTCFullYear()}`,
    );
    // The French default names the same quarter (it said "deuxième trimestre de 2025").
    const ordinals = ['premier', 'deuxième', 'troisième', 'quatrième'] as const;
    const ordinal = ordinals[Math.floor(next.getUTCMonth() / 3) as 0 | 1 | 2 | 3];
    expect(settingsOf(res).fr.availability).toBe(
      `Nous acceptons de nouveaux projets pour le ${ordinal} trimestre de ${next.getUTCFullYear()}`,
    );
    // No social link points at a network's home page: unset links are empty, so hidden.
    expect(Object.values(settingsOf(res).social)).toEqual(['', '', '', '', '']);
    expect(await rows().count()).toBe(0);
  });

  it('stores the whole document in row 1 and answers it', async () => {
    const res = await owner.put('/api/admin/settings').send(SETTINGS);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(SETTINGS);
    expect((await t.http().get('/api/settings')).body).toEqual(SETTINGS);
    const stored = await rows().find();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(1);
    expect(stored[0]!.data).toEqual(SETTINGS);
  });

  it('replaces the stored document on the next save (still one row)', async () => {
    await owner.put('/api/admin/settings').send(SETTINGS);
    const changed = {
      ...SETTINGS,
      location: 'Montreal, Canada',
      social: { ...SETTINGS.social, x: 'https://x.com/prism' },
    };
    const res = await owner.put('/api/admin/settings').send(changed);
    expect(res.body).toEqual(changed);
    expect(await rows().count()).toBe(1);
    expect((await t.http().get('/api/settings')).body).toEqual(changed);
  });

  it('keeps one row when saves race, and tells the late ones who saved first (ADR 058)', async () => {
    const saves = Array.from({ length: 8 }, (_, i) =>
      owner.put('/api/admin/settings').send({ ...SETTINGS, location: `City ${i}` }),
    );
    const results = await Promise.all(saves);
    // Each save names the version it read; one made since answers 412, never a lost edit.
    const statuses = results.map((r) => r.status);
    expect(statuses).toContain(200);
    // The late ones changed the same field from the same version: 409 naming it (ADR 081).
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    for (const late of results.filter((r) => r.status === 409)) {
      expect((late.body as ApiErrorBody).conflicts?.map((c) => c.field)).toEqual(['location']);
    }
    expect(await rows().count()).toBe(1);
    expect(settingsOf(await t.http().get('/api/settings')).location).toMatch(/^City [0-7]$/);
  });

  it('trims text fields', async () => {
    const res = await owner
      .put('/api/admin/settings')
      .send({ ...SETTINGS, contactEmail: '  studio@prism.example ', location: '  Lisbon  ' });
    expect(settingsOf(res).contactEmail).toBe('studio@prism.example');
    expect(settingsOf(res).location).toBe('Lisbon');
  });

  it.each([
    [
      'a malformed e-mail',
      { contactEmail: 'studio-at-prism' },
      'contactEmail',
      'Please enter a valid email address',
    ],
    [
      'an http:// link',
      { social: { ...SETTINGS.social, instagram: 'http://instagram.com/prism' } },
      'social.instagram',
      'Must be an https:// URL',
    ],
    [
      'a javascript: link',
      { social: { ...SETTINGS.social, x: 'javascript:alert(1)' } },
      'social.x',
      'Must be an https:// URL',
    ],
    [
      'a data: link',
      { social: { ...SETTINGS.social, behance: 'data:text/html,<script>alert(1)</script>' } },
      'social.behance',
      'Must be an https:// URL',
    ],
    ['two stats', { stats: SETTINGS.stats.slice(0, 2) }, 'stats', 'Exactly 3 stats are shown'],
    [
      'four stats',
      { stats: [...SETTINGS.stats, { value: '1', label: 'More' }] },
      'stats',
      'Exactly 3 stats are shown',
    ],
    [
      'an empty stat label',
      { stats: [SETTINGS.stats[0], SETTINGS.stats[1], { value: '5', label: ' ' }] },
      'stats.2.label',
      'Stat label is required',
    ],
    ['an empty availability', { availability: '' }, 'availability', 'Availability is required'],
    [
      'a long location',
      { location: 'L'.repeat(161) },
      'location',
      'Location must be at most 160 characters',
    ],
    ['an unknown field', { theme: 'dark' }, 'theme', 'is not an accepted field'],
    [
      'an unknown time zone',
      { timeZone: 'Mars/Olympus_Mons' },
      'timeZone',
      'Time zone must be a name such as America/Toronto',
    ],
    [
      'a NUL character',
      { location: 'Lis\u0000bon' },
      'location',
      'Location must not contain NUL characters',
    ],
  ])('refuses %s and changes nothing', async (_label, change, field, message) => {
    await owner.put('/api/admin/settings').send(SETTINGS);
    const res = await owner.put('/api/admin/settings').send({ ...SETTINGS, ...change });
    expect(res.status).toBe(400);
    expect(errorOf(res).fields).toEqual([expect.objectContaining({ field, message })]);
    expect((await t.http().get('/api/settings')).body).toEqual(SETTINGS);
  });

  it('refuses a missing section and writes nothing', async () => {
    const { social: _social, ...withoutSocial } = SETTINGS;
    const res = await owner.put('/api/admin/settings').send(withoutSocial);
    expect(res.status).toBe(400);
    expect(errorOf(res).fields!.map((f) => f.field)).toEqual(['social']);
    expect(await rows().count()).toBe(0);
  });

  it('serves the defaults when the stored row is not a valid document', async () => {
    await rows().save(
      rows().create({ id: 1, data: { contactEmail: 'x' } as unknown as SiteSettings }),
    );
    expect((await t.http().get('/api/settings')).body).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('needs manage_settings, which only owners have', async () => {
    const anonymous = await t.http().put('/api/admin/settings').send(SETTINGS);
    expect(anonymous.status).toBe(401);
    for (const role of ['editor', 'admin'] as const) {
      const res = await (await t.as(role)).put('/api/admin/settings').send(SETTINGS);
      expect(res.status).toBe(403);
      expect(errorOf(res).message).toBe(
        "You don't have permission to do this (requires manage_settings)",
      );
    }
    expect(await rows().count()).toBe(0);
    const otherOwner = await t.as('owner');
    expect((await otherOwner.put('/api/admin/settings').send(SETTINGS)).status).toBe(200);
  });
});
