import { ContactMessage } from '../../src/contact/contact-message.entity';
import { OWNER, startTestApp, type TestApp } from '../support/test-app';
import { messagesOf, pageOf } from '../support/answers';

const ROWS = 100_000;

/**
 * The inbox with 100,000 stored messages: every call answers one bounded page, the counts
 * are right, and the export streams every matching row. Rows are generated in SQL.
 */
describe('contact inbox at 100,000 messages', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<TestApp['signIn']>>;

  beforeAll(async () => {
    t = await startTestApp();
    owner = await t.signIn(OWNER.username, OWNER.password);
    // Message i: sent i seconds after 2024-01-01, read when i is a multiple of 3.
    if (t.dialect === 'postgres') {
      await t.dataSource.query(
        `INSERT INTO contact_messages (name, email, company, service, message, read, "createdAt")
         SELECT 'Sender ' || i, 'sender' || i || '@example.com', '', 'other',
                'Message number ' || i, i % 3 = 0, timestamp '2024-01-01' + i * interval '1 second'
         FROM generate_series(1, ${ROWS}) AS i`,
      );
    } else {
      await t.dataSource.query(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})
         INSERT INTO contact_messages (name, email, company, service, message, read, createdAt)
         SELECT 'Sender ' || i, 'sender' || i || '@example.com', '', 'other',
                'Message number ' || i, i % 3 = 0, datetime('2024-01-01', '+' || i || ' seconds')
         FROM n`,
      );
    }
  });
  afterAll(() => t.close());

  it('answers the newest page of 50', async () => {
    const res = await owner.get('/api/contact');
    expect(res.status).toBe(200);
    expect(messagesOf(res)).toHaveLength(50);
    expect(messagesOf(res)[0]!.name).toBe(`Sender ${ROWS}`);
    expect(messagesOf(res)[49]!.name).toBe(`Sender ${ROWS - 49}`);
  });

  it('pages on through the unread messages from where the last page ended', async () => {
    const first = await owner.get('/api/contact?status=unread&limit=20');
    const next = await owner.get(
      `/api/contact?status=unread&limit=20&cursor=${String(pageOf(first).nextCursor)}`,
    );
    const names = [...messagesOf(first), ...messagesOf(next)].map((m) => m.name);
    // Every third sender is read: the unread ones, newest first, without a gap or a repeat.
    const unread = Array.from({ length: 60 }, (_, i) => ROWS - i).filter((i) => i % 3 !== 0);
    expect(names).toEqual(unread.slice(0, 40).map((i) => `Sender ${i}`));
  });

  it('counts the unread messages', async () => {
    const res = await owner.get('/api/contact/unread-count');
    expect(res.body).toEqual({ count: ROWS - Math.floor(ROWS / 3) });
  });

  it('finds one message among all of them', async () => {
    const res = await owner.get('/api/contact?q=SENDER99999@');
    expect(messagesOf(res).map((m) => m.name)).toEqual(['Sender 99999']);
    expect(pageOf(res).nextCursor).toBeNull();
  });

  it('streams every matching row of the export', async () => {
    const res = await owner
      .get('/api/contact/export.csv?status=read')
      .buffer(true)
      .parse((response, done) => {
        let lines = 0;
        let last = '';
        response.setEncoding('utf8');
        // Rows end in CRLF and these messages hold no line break: count the LFs, which a
        // chunk boundary can't split.
        response.on('data', (chunk: string) => {
          lines += chunk.split('\n').length - 1;
          last = (last + chunk).slice(-500);
        });
        response.on('end', () => done(null, { lines, last }));
      });
    expect(res.status).toBe(200);
    const { lines, last } = res.body as { lines: number; last: string };
    expect(lines).toBe(1 + Math.floor(ROWS / 3));
    expect(last).toMatch(/"Sender 3",.*\r\n$/);
    expect(await t.dataSource.getRepository(ContactMessage).count()).toBe(ROWS);
  });
});
