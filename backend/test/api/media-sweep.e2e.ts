import type { PortfolioItemAnswer } from '@prism/contracts';
import { sweepOrphans } from '../../src/media/media-sweep';
import {
  PORTFOLIO_MEDIA_FOLDER,
  portfolioMediaKeys,
} from '../../src/portfolio/portfolio-media-keys';
import { imageBytes } from '../support/image-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { keysUnder } from '../support/keys-under';

const allKeys = (t: TestApp, prefix = '') => keysUnder(t.storage, prefix);

describe('media:sweep', () => {
  let t: TestApp;
  let item: PortfolioItemAnswer;
  // What a crash between storing an upload and committing its row leaves behind.
  const orphan = 'portfolio/0123456789abcdef-01234567/400.jpg';
  const foreign = 'backups/2026/notes.jpg';

  beforeAll(async () => {
    t = await startTestApp();
    const editor = await t.as('editor');
    const res = await editor
      .post('/api/portfolio')
      .field({
        title: 'Kept',
        titleFr: 'Conservé',
        descriptionFr: 'Désigné par une rangée',
        client: 'Client',
        description: 'Referenced by a row',
        category: 'brand',
        year: '2025',
      })
      .attach('image', await imageBytes('jpeg', { width: 500, height: 625 }), 'kept.jpg');
    expect(res.status).toBe(201);
    item = res.body as PortfolioItemAnswer;
    await t.storage.put(orphan, Buffer.from('orphan'), 'image/jpeg');
    await t.storage.put(foreign, Buffer.from('not ours'), 'image/jpeg');
  });
  afterAll(() => t.close());

  const sweep = (dryRun: boolean, minAgeMs = 0) =>
    sweepOrphans(
      t.storage,
      [`${PORTFOLIO_MEDIA_FOLDER}/`],
      () => portfolioMediaKeys(t.dataSource),
      {
        dryRun,
        minAgeMs,
      },
    );

  it('leaves a young orphan alone: its row may be about to commit', async () => {
    const result = await sweep(false, 60 * 60_000);
    expect(result).toMatchObject({ orphans: [], tooRecent: 1, removed: 0 });
    expect(await allKeys(t)).toContain(orphan);
  });

  it('lists orphans on a dry run and removes nothing', async () => {
    const before = await allKeys(t);
    const result = await sweep(true);
    expect(result.orphans.map((o) => o.key)).toEqual([orphan]);
    expect(result.removed).toBe(0);
    expect(result.scanned).toBe(item.image!.variants.length + 1);
    expect(await allKeys(t)).toEqual(before);
  });

  it('removes the orphan, keeps every referenced object and anything outside its prefixes', async () => {
    const result = await sweep(false);
    expect(result.removed).toBe(1);
    const keys = await allKeys(t);
    expect(keys).not.toContain(orphan);
    expect(keys).toContain(foreign);
    expect(await allKeys(t, 'portfolio/')).toEqual(
      item.image!.variants.map((v) => v.url.replace('/media/', '')).sort(),
    );
    expect((await t.http().get(item.imageUrl!)).status).toBe(200);
    expect((await sweep(false)).removed).toBe(0);
  });
});
