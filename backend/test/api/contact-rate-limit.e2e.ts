// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
import { CONTACT_HONEYPOT_FIELD } from '@prism/contracts';
import { ContactMessage } from '../../src/contact/contact-message.entity';
import { startTestApp, type TestApp } from '../support/test-app';
import { CONTACT } from '../support/contact-fixtures';

/** The contact form's per-IP limit (CONTACT_MAX_PER_IP per CONTACT_WINDOW_SECONDS). */
describe('contact rate limit', () => {
  describe('behind a trusted proxy (TRUST_PROXY=loopback, the default)', () => {
    let t: TestApp;
    const count = () => t.dataSource.getRepository(ContactMessage).count();
    const send = (ip: string, body: object = CONTACT) =>
      t.http().post('/api/contact').set('X-Forwarded-For', ip).send(body);

    beforeAll(async () => {
      t = await startTestApp({ CONTACT_MAX_PER_IP: '3', CONTACT_WINDOW_SECONDS: '600' });
    });
    afterAll(() => t.close());

    it('accepts the limit, then answers 429 with Retry-After and stores nothing', async () => {
      for (let i = 0; i < 3; i++) expect((await send('203.0.113.1')).status).toBe(201);
      const refused = await send('203.0.113.1');
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'rate_limited',
        params: { limit: 'contact', seconds: expect.any(Number) },
        message: expect.stringMatching(
          /^Too many messages sent from your address\. Please try again in \d+ seconds\.$/,
        ),
      });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(await count()).toBe(3);
    });

    it('counts each client address on its own', async () => {
      expect((await send('203.0.113.2')).status).toBe(201);
      expect((await send('203.0.113.1')).status).toBe(429);
    });

    it('counts the addresses of one IPv6 /64 together', async () => {
      for (let i = 1; i <= 3; i++) {
        expect((await send(`2001:db8:aa:bb::${i}`)).status).toBe(201);
      }
      expect((await send('2001:db8:aa:bb:ffff::9')).status).toBe(429);
      expect((await send('2001:db8:aa:cc::1')).status).toBe(201);
    });

    it('counts honeypot submissions too', async () => {
      const bot = { ...CONTACT, [CONTACT_HONEYPOT_FIELD]: 'spam' };
      for (let i = 0; i < 3; i++) expect((await send('203.0.113.3', bot)).status).toBe(201);
      expect((await send('203.0.113.3', bot)).status).toBe(429);
      expect((await send('203.0.113.3')).status).toBe(429);
    });

    it('does not count submissions that fail validation', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await send('203.0.113.4', { ...CONTACT, email: 'nope' })).status).toBe(400);
      }
      expect((await send('203.0.113.4')).status).toBe(201);
    });

    it('lets exactly the limit through when 20 submissions race', async () => {
      const before = await count();
      const results = await Promise.all(Array.from({ length: 20 }, () => send('203.0.113.5')));
      const statuses = results.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(17);
      expect(await count()).toBe(before + 3);
    });
  });

  describe('with no trusted proxy (TRUST_PROXY=false)', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp({ CONTACT_MAX_PER_IP: '2', TRUST_PROXY: 'false' });
    });
    afterAll(() => t.close());

    it('ignores a rotating X-Forwarded-For', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t
          .http()
          .post('/api/contact')
          .set('X-Forwarded-For', `198.51.100.${i}`)
          .send(CONTACT);
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 429, 429, 429]);
      expect(await t.dataSource.getRepository(ContactMessage).count()).toBe(2);
    });
  });
});
