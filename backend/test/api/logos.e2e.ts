// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
import { BRAND_ICON_VALUES, LIMITS } from '@prism/contracts';
import { ClientLogo } from '../../src/logos/client-logo.entity';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { errorOf, idOf, logoOf, logoPageOf, logosOf } from '../support/answers';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const SVG = `<svg ${NS} viewBox="0 0 10 10"><rect width="10" height="10"/></svg>`;

describe('logos API (/api/logos, edit_portfolio)', () => {
  let t: TestApp;
  let owner: Agent;
  let editor: Agent;
  const repo = () => t.dataSource.getRepository(ClientLogo);
  const count = () => repo().count();
  const seed = (values: Partial<ClientLogo>) =>
    repo().save(
      repo().create({ iconType: 'text', iconValue: values.name ?? 'x', active: true, ...values }),
    );
  const names = (body: { name: string }[]) => body.map((l) => l.name);

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
    editor = await t.as('editor');
  });
  afterAll(() => t.close());
  beforeEach(() => repo().clear());

  describe('GET /api/logos/active (public)', () => {
    it('lists active logos by order (empty last), then name, cacheable for 5 minutes', async () => {
      await seed({ name: 'zeta', order: 1 });
      await seed({ name: 'Alpha', order: 1 });
      await seed({ name: 'beta', order: 1 });
      await seed({ name: 'First', order: -5 });
      await seed({ name: 'No order B', order: null });
      await seed({ name: 'No order a', order: null });
      await seed({ name: 'Hidden', order: 0, active: false });
      await seed({ name: 'Tenth', order: 10 });
      const res = await t.http().get('/api/logos/active');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(names(logosOf(res))).toEqual([
        'First',
        'Alpha',
        'beta',
        'zeta',
        'Tenth',
        'No order a',
        'No order B',
      ]);
      expect(logosOf(res)[0]).toEqual({
        id: expect.any(Number),
        name: 'First',
        iconType: 'text',
        iconValue: 'First',
        order: -5,
        active: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    });

    it('answers the first 24 in display order, however many are active (the strip’s cap)', async () => {
      for (let order = 30; order >= 1; order -= 1) await seed({ name: `Logo ${order}`, order });
      const active = logosOf(await t.http().get('/api/logos/active'));
      expect(active).toHaveLength(LIMITS.logoStrip);
      expect(LIMITS.logoStrip).toBe(24);
      expect(names(active)).toEqual(Array.from({ length: 24 }, (_, i) => `Logo ${i + 1}`));
      // Staff still see every one.
      expect(logoPageOf(await owner.get('/api/logos'))).toHaveLength(30);
    });

    it('answers an empty list when there are none', async () => {
      const res = await t.http().get('/api/logos/active');
      expect(res.body).toEqual([]);
    });
  });

  describe('GET /api/logos', () => {
    it('lists every logo, inactive included, in the same order', async () => {
      await seed({ name: 'B', order: 2 });
      await seed({ name: 'Off', order: 1, active: false });
      await seed({ name: 'A', order: null });
      const res = await editor.get('/api/logos');
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(names(logoPageOf(res))).toEqual(['Off', 'B', 'A']);
    });

    it('needs a signed-in user', async () => {
      expect((await t.http().get('/api/logos')).status).toBe(401);
    });
  });

  describe('POST /api/logos', () => {
    it('creates a text logo with the defaults of docs/product.md#limits', async () => {
      const res = await editor
        .post('/api/logos')
        .send({ name: '  Northwind  ', iconType: 'text', iconValue: ' NORTHWIND ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        name: 'Northwind',
        iconType: 'text',
        iconValue: 'NORTHWIND',
        order: 0,
        active: true,
        createdAt: expect.any(String),
      });
      expect(await repo().findOneByOrFail({ id: idOf(res) })).toMatchObject({
        name: 'Northwind',
        order: 0,
        active: true,
      });
    });

    it('accepts each of the 13 brand icons', async () => {
      for (const icon of BRAND_ICON_VALUES) {
        const res = await editor.post('/api/logos').send({
          name: icon,
          iconType: 'react-icon',
          iconValue: icon,
          order: null,
          active: false,
        });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ iconValue: icon, order: null, active: false });
      }
      expect(await count()).toBe(13);
    });

    it('sanitises SVG markup before storing it', async () => {
      const res = await editor.post('/api/logos').send({
        name: 'Sneaky',
        iconType: 'svg-code',
        iconValue: `<svg ${NS} onload="alert(1)"><script>alert(1)</script><rect width="4" height="4" onclick="alert(2)"/></svg>`,
      });
      expect(res.status).toBe(201);
      const expected = `<svg ${NS}><rect width="4" height="4"/></svg>`;
      expect(logoOf(res).iconValue).toBe(expected);
      expect((await repo().findOneByOrFail({ id: idOf(res) })).iconValue).toBe(expected);
    });

    it("stores an 'image' logo (an uploaded SVG) as sanitised svg-code", async () => {
      const res = await editor.post('/api/logos').send({
        name: 'Uploaded',
        iconType: 'image',
        iconValue: SVG.replace('<rect', '<rect style="fill:url(https://evil.example/x)"'),
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ iconType: 'svg-code', iconValue: SVG });
      expect((await repo().findOneByOrFail({ id: idOf(res) })).iconType).toBe('svg-code');
    });

    it.each([
      [
        'an unknown icon',
        { iconType: 'react-icon', iconValue: 'SiMyspace' },
        'iconValue',
        `Icon must be one of ${BRAND_ICON_VALUES.join(', ')}`,
      ],
      [
        'a lower-case icon name',
        { iconType: 'react-icon', iconValue: 'siamazon' },
        'iconValue',
        `Icon must be one of ${BRAND_ICON_VALUES.join(', ')}`,
      ],
      ['no name', { name: '' }, 'name', 'Name is required'],
      ['no value', { iconValue: '   ' }, 'iconValue', 'Logo value is required'],
      ['an unknown type', { iconType: 'gif' }, 'iconType', 'Please select a logo type'],
      [
        'a long text',
        { iconValue: 'x'.repeat(101) },
        'iconValue',
        'Text must be at most 100 characters',
      ],
      ['a fractional order', { order: 1.5 }, 'order', 'Order must be a whole number'],
      ['an order as text', { order: '3' }, 'order', 'Order must be a whole number'],
      ['active as text', { active: 'yes' }, 'active', 'Active must be true or false'],
      ['an unknown field', { id: 5 }, 'id', 'is not an accepted field'],
      ['a NUL character', { name: 'Ac\u0000me' }, 'name', 'Name must not contain NUL characters'],
    ])('refuses %s and writes nothing', async (_label, change, field, message) => {
      const res = await editor
        .post('/api/logos')
        .send({ name: 'Acme', iconType: 'text', iconValue: 'ACME', ...change });
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual([expect.objectContaining({ field, message })]);
      expect(await count()).toBe(0);
    });

    it.each([
      ['unparsable SVG', `<svg ${NS}><rect>`, 'The SVG could not be parsed'],
      [
        'an SVG with nothing drawable',
        `<svg ${NS}><script>alert(1)</script></svg>`,
        'The SVG contains no shapes that can be kept',
      ],
      ['text that is not SVG', 'Just a name', 'The SVG could not be parsed'],
      [
        'an entity bomb',
        `<!DOCTYPE svg [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg ${NS}><title>&b;</title><rect width="1" height="1"/></svg>`,
        'The SVG could not be parsed',
      ],
    ])('refuses %s as svg-code and writes nothing', async (_label, iconValue, message) => {
      for (const iconType of ['svg-code', 'image']) {
        const res = await editor.post('/api/logos').send({ name: 'Bad', iconType, iconValue });
        expect(res.status).toBe(400);
        expect(errorOf(res)).toMatchObject({
          code: 'svg_unsafe',
          fields: [expect.objectContaining({ field: 'iconValue', code: 'invalid' })],
        });
        expect(errorOf(res).message.startsWith(message)).toBe(true);
      }
      expect(await count()).toBe(0);
    });
  });

  describe('PUT /api/logos/:id', () => {
    it('replaces every field', async () => {
      const logo = await seed({ name: 'Old', order: 3 });
      const res = await editor.put(`/api/logos/${logo.id}`).send({
        name: 'New',
        iconType: 'react-icon',
        iconValue: 'SiShopify',
        order: null,
        active: false,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: logo.id,
        name: 'New',
        iconType: 'react-icon',
        iconValue: 'SiShopify',
        order: null,
        active: false,
      });
      expect(await repo().findOneByOrFail({ id: logo.id })).toMatchObject({
        name: 'New',
        active: false,
        order: null,
      });
    });

    it('flips the active flag (the status badge)', async () => {
      const logo = await seed({ name: 'Flip', order: 1 });
      const body = { name: 'Flip', iconType: 'text', iconValue: 'Flip', order: 1, active: false };
      expect(logoOf(await editor.put(`/api/logos/${logo.id}`).send(body)).active).toBe(false);
      expect(names(logosOf(await t.http().get('/api/logos/active')))).toEqual([]);
    });

    it('sanitises SVG markup on update too', async () => {
      const logo = await seed({ name: 'Svg' });
      const res = await editor.put(`/api/logos/${logo.id}`).send({
        name: 'Svg',
        iconType: 'svg-code',
        iconValue: SVG.replace('<rect', '<foreignObject><body onload="x()"/></foreignObject><rect'),
      });
      expect(res.status).toBe(200);
      expect((await repo().findOneByOrFail({ id: logo.id })).iconValue).toBe(SVG);
    });

    it('changes nothing on invalid input', async () => {
      const logo = await seed({ name: 'Keep', iconType: 'text', iconValue: 'KEEP', order: 2 });
      const bad = [
        { name: 'Keep', iconType: 'react-icon', iconValue: 'SiNope' },
        { name: 'Keep', iconType: 'svg-code', iconValue: '<svg' },
        { name: '', iconType: 'text', iconValue: 'x' },
      ];
      for (const body of bad) {
        expect((await editor.put(`/api/logos/${logo.id}`).send(body)).status).toBe(400);
      }
      expect(await repo().findOneByOrFail({ id: logo.id })).toMatchObject({
        name: 'Keep',
        iconType: 'text',
        iconValue: 'KEEP',
        order: 2,
      });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const body = { name: 'X', iconType: 'text', iconValue: 'X' };
      const missing = await editor.put('/api/logos/999999').send(body);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'not_found',
        params: { resource: 'logo' },
        message: 'Logo not found',
      });
      expect(await count()).toBe(0);
      const malformed = await editor.put('/api/logos/x1').send(body);
      expect(malformed.status).toBe(400);
      expect(errorOf(malformed).message).toBe('id: must be a positive whole number');
    });
  });

  describe('DELETE /api/logos/:id', () => {
    it('deletes a logo (delete_portfolio: admins and owners, never editors)', async () => {
      const logo = await seed({ name: 'Gone' });
      const refused = await editor.delete(`/api/logos/${logo.id}`);
      expect(refused.status).toBe(403);
      expect(errorOf(refused).message).toBe(
        "You don't have permission to do this (requires delete_portfolio)",
      );
      expect(await count()).toBe(1);
      const res = await owner.delete(`/api/logos/${logo.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Logo deleted successfully' });
      expect(await count()).toBe(0);
      const again = await owner.delete(`/api/logos/${logo.id}`);
      expect(again.status).toBe(404);
      expect(errorOf(again).message).toBe('Logo not found');
    });
  });

  describe('permissions', () => {
    it('lets every role add and edit logos, admins and owners delete them, nobody anonymous', async () => {
      const logo = await seed({ name: 'Guarded' });
      const body = { name: 'Guarded', iconType: 'text', iconValue: 'G' };
      const anonymous = [
        await t.http().get('/api/logos'),
        await t.http().post('/api/logos').send(body),
        await t.http().put(`/api/logos/${logo.id}`).send(body),
        await t.http().delete(`/api/logos/${logo.id}`),
      ];
      expect(anonymous.map((r) => r.status)).toEqual([401, 401, 401, 401]);
      expect(await count()).toBe(1);
      for (const role of ['editor', 'admin', 'owner'] as const) {
        const agent = await t.as(role);
        expect((await agent.get('/api/logos')).status).toBe(200);
        const created = await agent.post('/api/logos').send(body);
        expect(created.status).toBe(201);
        expect((await agent.put(`/api/logos/${idOf(created)}`).send(body)).status).toBe(200);
        expect((await agent.delete(`/api/logos/${idOf(created)}`)).status).toBe(
          role === 'editor' ? 403 : 200,
        );
      }
    });
  });
});
