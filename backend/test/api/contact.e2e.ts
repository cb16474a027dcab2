// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
import { CONTACT_HONEYPOT_FIELD } from '@prism/contracts';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { ContactReply } from '../../src/contact/contact-reply.entity';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { errorOf, idsOf, messagesOf, pageOf } from '../support/answers';
import { LEAD } from '../support/contact-fixtures';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

const SOURCE = {
  sourcePage: 'https://prism.example/services/listing-design?utm_source=google',
  referrer: 'https://www.google.com/',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'spring-launch',
  utmTerm: 'amazon listing images',
  utmContent: 'ad-variant-b',
};
const NO_SOURCE = Object.fromEntries(Object.keys(SOURCE).map((k) => [k, null]));

describe('contact API (/api/contact, docs/product.md#api)', () => {
  let t: TestApp;
  let owner: Agent;
  let admin: Agent;
  let editor: Agent;
  const repo = () => t.dataSource.getRepository(ContactMessage);
  const count = () => repo().count();
  /** Stores a message straight in the database (the fixture), newest last. */
  const seed = async (values: Partial<ContactMessage> = {}) =>
    repo().save(repo().create({ ...LEAD, ...values }));

  beforeAll(async () => {
    // The limit is tested in contact-rate-limit.e2e.ts; here it stays out of the way.
    t = await startTestApp({ CONTACT_MAX_PER_IP: '1000' });
    owner = await t.signIn(OWNER.username, OWNER.password);
    admin = await t.as('admin');
    editor = await t.as('editor');
  });
  afterAll(() => t.close());
  beforeEach(() => repo().clear());

  describe('POST /api/contact (public)', () => {
    it('stores a submission, trimmed, unread, and answers 201 with a message', async () => {
      const res = await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, name: '  Ada Buyer  ', email: ' ada@example.com ' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: 'Message sent' });
      const rows = await repo().find();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        ...LEAD,
        read: false,
      });
    });

    it('accepts a submission without a company', async () => {
      const { company: _company, ...withoutCompany } = LEAD;
      const res = await t.http().post('/api/contact').send(withoutCompany);
      expect(res.status).toBe(201);
      expect((await repo().find())[0]!.company).toBe('');
    });

    it('accepts each of the 7 services', async () => {
      const services = [
        'listing_design',
        'amazon_storefront',
        'brand_identity',
        'packaging_design',
        'product_photography',
        'video_production',
        'other',
      ];
      for (const service of services) {
        const res = await t
          .http()
          .post('/api/contact')
          .send({ ...LEAD, service });
        expect(res.status).toBe(201);
      }
      expect(await count()).toBe(7);
    });

    it('names every missing field and writes nothing', async () => {
      const res = await t.http().post('/api/contact').send({});
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(errorOf(res).fields).toEqual([
        expect.objectContaining({ field: 'name', message: 'Name is required' }),
        expect.objectContaining({ field: 'email', message: 'Email is required' }),
        expect.objectContaining({ field: 'service', message: 'Please select a service' }),
        expect.objectContaining({ field: 'message', message: 'Message is required' }),
      ]);
      expect(await count()).toBe(0);
    });

    it.each([
      [
        'a malformed e-mail',
        { email: 'not-an-email' },
        'email',
        'Please enter a valid email address',
      ],
      ['an unknown service', { service: 'web_design' }, 'service', 'Please select a service'],
      [
        'a short message',
        { message: 'too short' },
        'message',
        'Message must be at least 10 characters',
      ],
      [
        'a long message',
        { message: 'x'.repeat(5001) },
        'message',
        'Message must be at most 5000 characters',
      ],
      ['a blank name', { name: '   ' }, 'name', 'Name is required'],
      ['a long name', { name: 'n'.repeat(101) }, 'name', 'Name must be at most 100 characters'],
      [
        'a long company',
        { company: 'c'.repeat(121) },
        'company',
        'Company must be at most 120 characters',
      ],
      ['a number for a name', { name: 42 }, 'name', 'Name is required'],
      [
        'a NUL character',
        { message: 'Hello\u0000 there, friend' },
        'message',
        'Message must not contain NUL characters',
      ],
    ])('refuses %s and writes nothing', async (_label, change, field, message) => {
      const res = await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, ...change });
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual([expect.objectContaining({ field, message })]);
      expect(await count()).toBe(0);
    });

    it('refuses unknown fields and writes nothing', async () => {
      const res = await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, read: true, reply: 'x' });
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe('read,reply: is not an accepted field');
      expect(await count()).toBe(0);
    });

    it('answers a filled-in honeypot exactly like a success and stores nothing', async () => {
      const real = await t.http().post('/api/contact').send(LEAD);
      await repo().clear();
      const bot = await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, [CONTACT_HONEYPOT_FIELD]: 'https://spam.example' });
      expect(bot.status).toBe(real.status);
      expect(bot.body).toEqual(real.body);
      expect(bot.headers['content-type']).toBe(real.headers['content-type']);
      expect(await count()).toBe(0);
    });

    it('stores a submission whose honeypot was left empty', async () => {
      const res = await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, [CONTACT_HONEYPOT_FIELD]: '' });
      expect(res.status).toBe(201);
      expect(await count()).toBe(1);
    });

    it('keeps markup as plain text', async () => {
      const message = '<script>alert(1)</script> <img src=x onerror=alert(1)>';
      await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, message });
      const list = await owner.get('/api/contact');
      expect(messagesOf(list)[0]!.message).toBe(message);
      expect(list.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('lead source (page, referrer, utm_*)', () => {
    it('stores the source the form captured, trimmed, and answers it in the list', async () => {
      const res = await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, ...SOURCE, utmSource: '  google  ' });
      expect(res.status).toBe(201);
      const list = await owner.get('/api/contact');
      expect(messagesOf(list)[0]).toMatchObject(SOURCE);
    });

    it('stores absent and empty source fields as null', async () => {
      await t.http().post('/api/contact').send(LEAD);
      await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, sourcePage: '', referrer: '   ', utmSource: '', utmContent: '' });
      const rows = await repo().find();
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row).toMatchObject(NO_SOURCE);
      const list = await owner.get('/api/contact');
      for (const m of messagesOf(list)) expect(m).toMatchObject(NO_SOURCE);
    });

    it('keeps a URL of 2000 characters and refuses longer ones, naming the field', async () => {
      const page = `https://prism.example/?q=${'a'.repeat(2000 - 25)}`;
      expect(page).toHaveLength(2000);
      const ok = await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, sourcePage: page });
      expect(ok.status).toBe(201);
      expect((await repo().find())[0]!.sourcePage).toBe(page);
      await repo().clear();
      const tooLong = await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, referrer: `${page}b`, utmCampaign: 'c'.repeat(201) });
      expect(tooLong.status).toBe(400);
      expect(errorOf(tooLong).fields).toEqual([
        expect.objectContaining({
          field: 'referrer',
          message: 'Referrer must be at most 2000 characters',
        }),
        expect.objectContaining({
          field: 'utmCampaign',
          message: 'utm_campaign must be at most 200 characters',
        }),
      ]);
      expect(await count()).toBe(0);
    });

    it('refuses a source field that is not text', async () => {
      const res = await t
        .http()
        .post('/api/contact')
        .send({ ...LEAD, utmMedium: 42 });
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual([
        expect.objectContaining({ field: 'utmMedium', message: 'utm_medium must be text' }),
      ]);
      expect(await count()).toBe(0);
    });
  });

  describe('GET /api/contact (view_messages)', () => {
    it('answers a page, newest first', async () => {
      const first = await seed({ name: 'First' });
      const second = await seed({ name: 'Second', read: true });
      const res = await editor.get('/api/contact');
      expect(res.status).toBe(200);
      expect(idsOf(res)).toEqual([second.id, first.id]);
      expect(pageOf(res).nextCursor).toBeNull();
      expect(messagesOf(res)[0]).toEqual({
        id: second.id,
        name: 'Second',
        email: LEAD.email,
        company: LEAD.company,
        service: LEAD.service,
        message: LEAD.message,
        read: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        ...NO_SOURCE,
        locale: 'en',
        notification: 'none',
        stage: 'new',
        assignee: null,
        // Seeded straight in the table: no consent record (privacy.e2e.ts has the form's).
        consents: [],
        retainedUntil: expect.stringMatching(/^\d{4}-/),
        anonymisedAt: null,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('orders by date before id', async () => {
      const older = await seed({ name: 'Older', createdAt: new Date('2024-01-01T00:00:00Z') });
      const newer = await seed({ name: 'Newer', createdAt: new Date('2025-01-01T00:00:00Z') });
      const oldest = await seed({ name: 'Oldest', createdAt: new Date('2023-01-01T00:00:00Z') });
      const res = await owner.get('/api/contact');
      expect(idsOf(res)).toEqual([newer.id, older.id, oldest.id]);
    });

    it('filters read and unread', async () => {
      const unread = await seed({ read: false });
      const read = await seed({ read: true });
      const ids = async (q: string) => idsOf(await owner.get(`/api/contact${q}`));
      expect(await ids('?status=unread')).toEqual([unread.id]);
      expect(await ids('?status=read')).toEqual([read.id]);
      expect(await ids('?status=all')).toEqual([read.id, unread.id]);
    });

    it('searches name, e-mail, company and message, ignoring case', async () => {
      const byName = await seed({ name: 'Zelda Quartz' });
      const byEmail = await seed({ email: 'buyer@QUARTZMAIL.example' });
      const byCompany = await seed({ company: 'Quartz & Co' });
      const byMessage = await seed({ message: 'Our QUARTZ watches need new photos.' });
      await seed({ name: 'Nobody', message: 'Nothing to see here at all.' });
      const res = await owner.get('/api/contact?q=quartz');
      expect(idsOf(res).sort()).toEqual([byName.id, byEmail.id, byCompany.id, byMessage.id].sort());
      const first = await owner.get('/api/contact?q=QUARTZ&status=all&limit=2');
      const cursor = pageOf(first).nextCursor!;
      const second = await owner.get(`/api/contact?q=QUARTZ&status=all&limit=2&cursor=${cursor}`);
      expect([...idsOf(first), ...idsOf(second)]).toEqual(idsOf(res));
      expect(pageOf(second).nextCursor).toBeNull();
    });

    it('treats % and _ in a search as plain characters', async () => {
      const percent = await seed({ message: 'We want a 100% conversion lift please.' });
      await seed({ message: 'We want a 1000 conversion lift please.' });
      const res = await owner.get(`/api/contact?q=${encodeURIComponent('100%')}`);
      expect(idsOf(res)).toEqual([percent.id]);
      expect(idsOf(await owner.get('/api/contact?q=_'))).toEqual([]);
    });

    it('answers the first 50 when no limit is asked for', async () => {
      await repo().insert(Array.from({ length: 55 }, (_, i) => ({ ...LEAD, name: `Bulk ${i}` })));
      const res = await owner.get('/api/contact');
      expect(messagesOf(res)).toHaveLength(50);
      expect(pageOf(res).nextCursor).toEqual(expect.any(String));
    });

    it.each([
      ['?status=archived', 'status: Status must be one of all, read, unread'],
      ['?limit=0', 'limit: Limit must be between 1 and 100'],
      ['?limit=1.5', 'limit: Limit must be a whole number'],
      ['?page=2', 'page: is not an accepted field'],
      ['?q=(201 characters)', 'q: Search must be at most 200 characters'],
      ['?sort=name', 'sort: is not an accepted field'],
      ['?q=%00', 'q: Search must not contain NUL characters'],
    ])('refuses %s', async (query, message) => {
      const res = await owner.get(
        `/api/contact${query.replace('(201 characters)', 'q'.repeat(201))}`,
      );
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe(message);
    });
  });

  describe('GET /api/contact/unread-count', () => {
    it('counts unread messages', async () => {
      await seed({ read: false });
      await seed({ read: false });
      await seed({ read: true });
      const res = await editor.get('/api/contact/unread-count');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ count: 2 });
    });
  });

  describe('POST /api/contact/:id/read', () => {
    it('marks a message as read', async () => {
      const m = await seed();
      const res = await editor.post(`/api/contact/${m.id}/read`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Message marked as read' });
      expect((await repo().findOneByOrFail({ id: m.id })).read).toBe(true);
      expect((await editor.get('/api/contact/unread-count')).body).toEqual({ count: 0 });
      // Marking again is harmless.
      expect((await editor.post(`/api/contact/${m.id}/read`)).status).toBe(200);
    });

    it('answers 404 JSON for an unknown id and 400 for a malformed one', async () => {
      const missing = await owner.post('/api/contact/999999/read');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'not_found',
        params: { resource: 'message' },
        message: 'Message not found',
      });
      const malformed = await owner.post('/api/contact/abc/read');
      expect(malformed.status).toBe(400);
      expect(errorOf(malformed).message).toBe('id: must be a positive whole number');
      const huge = await owner.post('/api/contact/99999999999/read');
      expect(huge.status).toBe(400);
    });
  });

  describe('POST /api/contact/:id/reply', () => {
    it('is gone: a reply is e-mailed through /replies (issue 48), no note is kept beside it', async () => {
      const m = await seed();
      const res = await owner.post(`/api/contact/${m.id}/reply`).send({ reply: 'Hello' });
      expect(res.status).toBe(404);
      expect(await t.dataSource.getRepository(ContactReply).countBy({ messageId: m.id })).toBe(0);
    });
  });

  describe('DELETE /api/contact/:id (delete_messages)', () => {
    it('deletes for admins and owners', async () => {
      for (const agent of [admin, owner]) {
        const m = await seed();
        const res = await agent.delete(`/api/contact/${m.id}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: 'Message deleted successfully' });
        expect(await repo().findOneBy({ id: m.id })).toBeNull();
      }
    });

    it('refuses editors and changes nothing', async () => {
      const m = await seed();
      const res = await editor.delete(`/api/contact/${m.id}`);
      expect(res.status).toBe(403);
      expect(errorOf(res).message).toBe(
        "You don't have permission to do this (requires delete_messages)",
      );
      expect(await count()).toBe(1);
    });

    it('answers 404 for an id that is gone', async () => {
      const m = await seed();
      await owner.delete(`/api/contact/${m.id}`);
      const again = await owner.delete(`/api/contact/${m.id}`);
      expect(again.status).toBe(404);
      expect(errorOf(again).message).toBe('Message not found');
    });
  });

  describe('permissions', () => {
    it('lets every role view and mark, and nobody anonymous', async () => {
      const m = await seed();
      for (const agent of [editor, admin, owner]) {
        expect((await agent.get('/api/contact')).status).toBe(200);
        expect((await agent.get('/api/contact/unread-count')).status).toBe(200);
        expect((await agent.get('/api/contact/export.csv')).status).toBe(200);
        expect((await agent.post(`/api/contact/${m.id}/read`)).status).toBe(200);
      }
      const anonymous = t.http();
      const calls = [
        anonymous.get('/api/contact'),
        t.http().get('/api/contact/unread-count'),
        t.http().get('/api/contact/export.csv'),
        t.http().post(`/api/contact/${m.id}/read`),
        t.http().delete(`/api/contact/${m.id}`),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(401);
        expect(errorOf(res).message).toBe('Authentication required');
      }
      expect(await repo().findOneByOrFail({ id: m.id })).toMatchObject({ read: true });
    });
  });

  describe('GET /api/contact/export.csv (view_messages)', () => {
    const csvOf = async (query = '') => {
      const res = await owner
        .get(`/api/contact/export.csv${query}`)
        .buffer(true)
        .parse((response, done) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => done(null, text));
        });
      return { res, text: res.body as string };
    };

    it('downloads an attachment with a header row, newest first', async () => {
      await seed({ name: 'Older' });
      const newer = await seed({ name: 'Newer', read: true });
      // Its latest reply (a note from before replies were e-mailed reads alike).
      await t.dataSource.getRepository(ContactReply).save({
        messageId: newer.id,
        authorId: null,
        authorName: '',
        body: 'Done',
        mailJobId: null,
        clientKey: `note-${newer.id}`,
      });
      const { res, text } = await csvOf();
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="prism-messages-\d{4}-\d\d-\d\d\.csv"$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        '"id","receivedAt","name","email","company","service","message","read","reply","repliedAt","emailedReplies","stage","assignee","notification","sourcePage","referrer","utmSource","utmMedium","utmCampaign","utmTerm","utmContent","language"',
      );
      expect(lines[1]).toMatch(
        /^"\d+","[^"]+","Newer","ada@example.com","Acme Goods","Listing Design",/,
      );
      const noPipelineNorSource = ',"New lead","","none","","","","","","","","en"';
      expect(lines[1]).toMatch(
        new RegExp(`,"yes","Done","\\d{4}-[^"]+",""${noPipelineNorSource}$`),
      );
      expect(lines[2]).toMatch(new RegExp(`,"Older",.*,"no","","",""${noPipelineNorSource}$`));
      expect(lines[3]).toBe('');
      expect(lines).toHaveLength(4);
    });

    it('neutralises formulas and quotes every cell', async () => {
      await seed({
        name: '=HYPERLINK("http://evil.example","Click")',
        company: '+1 555',
        email: '@evil@example.com',
        message: '-2+3 and "quotes", commas\nand a new line',
      });
      await seed({ name: '\tTabbed', company: '\rReturned' });
      const { text } = await csvOf();
      expect(text).toContain(`"'\tTabbed"`);
      expect(text).toContain(`"'\rReturned"`);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(text).toContain(`"'+1 555"`);
      expect(text).toContain(`"'@evil@example.com"`);
      expect(text).toContain(`"'-2+3 and ""quotes"", commas\nand a new line"`);
      expect(text).not.toMatch(/(^|,)"?[=+\-@]/m);
    });

    it('applies the list filters', async () => {
      await seed({ name: 'Unread Quartz', read: false });
      await seed({ name: 'Read Quartz', read: true });
      await seed({ name: 'Unread Other', read: false });
      const { text } = await csvOf('?status=unread&q=quartz');
      expect(text).toContain('"Unread Quartz"');
      expect(text).not.toContain('"Read Quartz"');
      expect(text).not.toContain('"Unread Other"');
      const bad = await owner.get('/api/contact/export.csv?status=nope');
      expect(bad.status).toBe(400);
    });
  });
});
