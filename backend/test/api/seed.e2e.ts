import { ClientLogo } from '../../src/logos/client-logo.entity';
import { User } from '../../src/users/user.entity';
import { DEMO_LOGOS } from '../../src/seed/demo-logos';
import { OWNER, startServer, startTestApp, type TestApp } from '../support/test-app';

describe('seed', () => {
  let t: TestApp;
  // The demo content includes portfolio images, drawn and encoded at start-up: on two
  // shared cores that alone can pass a minute, so the bound is portfolio-seed.e2e.ts's.
  beforeAll(async () => {
    t = await startTestApp({ SEED_DEMO_CONTENT: 'true' });
  }, 180_000);
  afterAll(() => t.close());

  it('creates the owner and demo logos of each type on an empty database', async () => {
    const users = await t.dataSource.getRepository(User).find();
    expect(users.map((u) => [u.username, u.role])).toEqual([[OWNER.username, 'owner']]);
    const logos = await t.dataSource.getRepository(ClientLogo).find();
    expect(logos).toHaveLength(DEMO_LOGOS.length);
    expect(new Set(logos.map((l) => l.iconType))).toEqual(
      new Set(['text', 'react-icon', 'svg-code']),
    );
  });

  it('draws the drawn demo logos as named wordmarks the sanitiser keeps, not placeholder bars', async () => {
    const drawn = DEMO_LOGOS.filter((l) => l.iconType === 'svg-code');
    expect(drawn.length).toBeGreaterThan(0);
    const owner = await t.signIn(OWNER.username, OWNER.password);
    for (const logo of drawn) {
      // A title names the brand for people reading the markup; a rounded bar standing in
      // for the name (issue 27: "generic shapes") is gone.
      expect(logo.iconValue).toContain(`<title>${logo.name}</title>`);
      expect(logo.iconValue).not.toMatch(/<rect /);
      const res = await owner
        .post('/api/uploads/svg')
        .attach('svgFile', Buffer.from(logo.iconValue), {
          filename: 'logo.svg',
          contentType: 'image/svg+xml',
        });
      // Stored as drawn: the sanitiser answers the markup unchanged.
      expect(res.body).toEqual({ svgContent: logo.iconValue });
    }
  });

  it('never re-adds or overwrites data on the next start', async () => {
    const logos = t.dataSource.getRepository(ClientLogo);
    const first = await logos.findOneByOrFail({ name: 'Amazon' });
    await logos.delete({ id: first.id });
    await t.stop();
    const again = await startServer({ ...t.env, ADMIN_PASSWORD: 'a-different-one' });
    try {
      const repo = again.dataSource.getRepository(ClientLogo);
      expect(await repo.count()).toBe(DEMO_LOGOS.length - 1);
      expect(await again.dataSource.getRepository(User).count()).toBe(1);
      const login = await fetch(`${again.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(OWNER),
      });
      expect(login.status).toBe(200);
    } finally {
      await again.app.close();
    }
  });
});
