import { get, type IncomingMessage } from 'node:http';
import { AUDIENCE_SECRET_HEADER, DEFAULT_SITE_SETTINGS } from '@prism/contracts';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { imageBytes } from '../support/image-fixtures';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { idOf, itemsOf } from '../support/answers';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

describe('content version (GET /api/content-version, ADR 019)', () => {
  let t: TestApp;
  let owner: Agent;

  const version = async (): Promise<number> => {
    const res = await t.http().get('/api/content-version');
    expect(res.status).toBe(200);
    return (res.body as { version: number }).version;
  };

  /** Runs a write and says whether the version rose (it must never go down). */
  const rises = async (write: () => Promise<unknown>): Promise<boolean> => {
    const before = await version();
    await write();
    const after = await version();
    expect(after).toBeGreaterThanOrEqual(before);
    return after > before;
  };

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
  });
  afterAll(() => t.close());

  it('is public, an integer, and never cached', async () => {
    const res = await t.http().get('/api/content-version');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Number.isInteger((res.body as { version: unknown }).version)).toBe(true);
  });

  it('rises with every portfolio write: create, update, image delete, delete', async () => {
    let id = 0;
    expect(
      await rises(async () => {
        const res = await owner
          .post('/api/portfolio')
          .field('title', 'Versioned')
          .field('titleFr', 'Versionné')
          .field('descriptionFr', 'Texte')
          .field('client', 'Client')
          .field('description', 'Text')
          .field('category', 'brand')
          .field('year', '2025')
          .field('featured', 'false')
          .attach('image', await imageBytes('jpeg', { width: 400, height: 500 }), {
            filename: 'a.jpg',
            contentType: 'image/jpeg',
          });
        expect(res.status).toBe(201);
        id = idOf(res);
      }),
    ).toBe(true);
    expect(
      await rises(async () => {
        const res = await owner
          .put(`/api/portfolio/${id}`)
          .field('title', 'Versioned, renamed')
          .field('client', 'Client')
          .field('description', 'Text')
          .field('category', 'brand')
          .field('year', '2025')
          .field('featured', 'true');
        expect(res.status).toBe(200);
      }),
    ).toBe(true);
    expect(
      await rises(async () =>
        expect((await owner.delete(`/api/portfolio/${id}/image/main`)).status).toBe(200),
      ),
    ).toBe(true);
    expect(
      await rises(async () =>
        expect((await owner.delete(`/api/portfolio/${id}`)).status).toBe(200),
      ),
    ).toBe(true);
  });

  it('rises with every logo write and every settings save', async () => {
    const body = { name: 'Acme', iconType: 'text', iconValue: 'ACME', order: 1, active: true };
    let id = 0;
    expect(
      await rises(async () => {
        const res = await owner.post('/api/logos').send(body);
        expect(res.status).toBe(201);
        id = idOf(res);
      }),
    ).toBe(true);
    expect(
      await rises(async () =>
        expect((await owner.put(`/api/logos/${id}`).send({ ...body, active: false })).status).toBe(
          200,
        ),
      ),
    ).toBe(true);
    expect(
      await rises(async () => expect((await owner.delete(`/api/logos/${id}`)).status).toBe(200)),
    ).toBe(true);
    expect(
      await rises(async () =>
        expect(
          (
            await owner
              .put('/api/admin/settings')
              .send({ ...DEFAULT_SITE_SETTINGS, location: 'Lisbon, Portugal' })
          ).status,
        ).toBe(200),
      ),
    ).toBe(true);
  });

  it('rises for a write that bypasses the services (the database raises it)', async () => {
    expect(
      await rises(() =>
        t.dataSource.getRepository(PortfolioItem).insert({
          title: 'Inserted by hand',
          client: 'Client',
          description: 'Text',
          category: 'listing',
          year: '2024',
          image: null,
          featured: false,
          slugEn: 'inserted-by-hand',
          readyEn: true,
        }),
      ),
    ).toBe(true);
  });

  it('is pushed to the site servers alone, on a stream that carries each change', async () => {
    const stream = `${t.url}/api/internal/content-version/stream`;
    // Not the site server: refused, like every internal route.
    const refused = await fetch(stream, {
      headers: { [AUDIENCE_SECRET_HEADER]: 'a-wrong-secret-of-length' },
    });
    expect(refused.status).toBe(403);
    await refused.body?.cancel();

    const opened = await new Promise<IncomingMessage>((resolve, reject) =>
      get(
        stream,
        { agent: false, headers: { [AUDIENCE_SECRET_HEADER]: t.config.audienceSecret } },
        resolve,
      ).once('error', reject),
    );
    try {
      expect(opened.statusCode).toBe(200);
      expect(opened.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(opened.headers['content-encoding']).toBeUndefined();
      opened.setEncoding('utf8');
      let text = '';
      const events = opened[Symbol.asyncIterator]() as AsyncIterator<string>;
      /** The versions sent so far, waiting for more until one passes `until`. */
      const read = async (until: (version: number) => boolean): Promise<number[]> => {
        for (;;) {
          const versions = [...text.matchAll(/^data: (\d+)\n\n/gm)].map(([, v]) => Number(v));
          if (versions.some(until)) return versions;
          const chunk = await events.next();
          if (chunk.done) throw new Error(`the stream ended after ${JSON.stringify(text)}`);
          text += chunk.value;
        }
      };
      const now = await version();
      // The current version at once, on opening.
      expect((await read(() => true))[0]).toBe(now);
      // A write by hand, under every service: the next events carry it.
      await t.dataSource.getRepository(PortfolioItem).insert({
        title: 'Pushed',
        client: 'Client',
        description: 'Text',
        category: 'listing',
        year: '2024',
        image: null,
        featured: false,
        slugEn: 'pushed-by-hand',
        readyEn: true,
      });
      const raised = await version();
      expect(raised).toBeGreaterThan(now);
      const sent = await read((v) => v === raised);
      // Nothing but versions, never one going back.
      expect(sent).toEqual([...sent].sort((a, b) => a - b));
    } finally {
      opened.destroy();
    }
  });

  it('keys the kept public reads: each read after a write, by any path, sees it', async () => {
    const titles = async (): Promise<string[]> => {
      const res = await t.http().get('/api/portfolio');
      expect(res.status).toBe(200);
      return itemsOf(res).map((item) => item.title);
    };
    const logoNames = async (): Promise<string[]> =>
      ((await t.http().get('/api/logos/active')).body as { name: string }[]).map((l) => l.name);
    const location = async (): Promise<string> =>
      ((await t.http().get('/api/settings')).body as { location: string }).location;

    // Asked twice, so the second answer comes from what the API kept.
    await titles();
    expect(await titles()).not.toContain('Renamed behind the API');
    const items = t.dataSource.getRepository(PortfolioItem);
    const [first] = await items.find({ take: 1 });
    await items.update({ id: first!.id }, { title: 'Renamed behind the API' });
    expect(await titles()).toContain('Renamed behind the API');
    const one = await t.http().get(`/api/portfolio/${first!.id}`);
    expect(one.body).toMatchObject({ title: 'Renamed behind the API' });
    await items.delete({ id: first!.id });
    expect((await t.http().get(`/api/portfolio/${first!.id}`)).status).toBe(404);
    expect(await titles()).not.toContain('Renamed behind the API');

    await logoNames();
    const logo = { name: 'Fresh Co', iconType: 'text', iconValue: 'FRESH', order: 1, active: true };
    const created = await owner.post('/api/logos').send(logo);
    expect(await logoNames()).toContain('Fresh Co');
    await owner.put(`/api/logos/${idOf(created)}`).send({ ...logo, active: false });
    expect(await logoNames()).not.toContain('Fresh Co');

    await location();
    await owner
      .put('/api/admin/settings')
      .send({ ...DEFAULT_SITE_SETTINGS, location: 'Porto, Portugal' });
    expect(await location()).toBe('Porto, Portugal');
  });

  it('stays put for writes no public page shows: a contact message, a refused edit', async () => {
    expect(
      await rises(async () => {
        const res = await t.http().post('/api/contact').send({
          name: 'Ada',
          email: 'ada@example.com',
          company: '',
          service: 'other',
          message: 'Hello there, a message.',
        });
        expect(res.status).toBe(201);
      }),
    ).toBe(false);
    expect(
      await rises(async () =>
        expect((await owner.put('/api/logos/999999').send({ name: 'x' })).status).toBe(400),
      ),
    ).toBe(false);
  });
});
