/**
 * The outbox across real processes (the built server, `node dist/main.js`): two API
 * copies on one PostgreSQL send each notification once, and a process killed with
 * SIGKILL in the middle of an SMTP transaction loses no notification.
 */
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { mailRows, type MailRow } from '../support/mail-rows';
import { startChildServer, type ChildServer } from '../support/child-server';
import { createTestStorage } from '../support/s3-server';
import { SmtpSink } from '../support/smtp-sink';
import { createTestDatabase, makeTempDir, testDialect } from '../support/test-database';

const LEAD = {
  name: 'Ada Buyer',
  email: 'ada@example.com',
  service: 'brand_identity',
  message: 'We need a brand identity for a new product line.',
};

interface Setup {
  env: Record<string, string>;
  admin: { username: string; password: string };
  jobs(): Promise<MailRow[]>;
  cleanup(): Promise<void>;
}

async function freshSetup(sink: SmtpSink): Promise<Setup> {
  const dir = makeTempDir('prism-mail-');
  const db = await createTestDatabase(dir.path);
  const media = await createTestStorage();
  const admin = { username: 'owner', password: `pw-${randomBytes(8).toString('hex')}` };
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: dir.path,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    ADMIN_EMAIL: 'owner@studio.example',
    COOKIE_SECURE: 'false',
    LOG_LEVEL: 'error',
    CONTACT_MAX_PER_IP: '100000',
    SMTP_URL: sink.url,
    MAIL_FROM: 'Prism <notify@studio.example>',
    PUBLIC_URL: 'https://studio.example',
    MAIL_RETRY_BASE_SECONDS: '1',
    MAIL_SEND_TIMEOUT_SECONDS: '2',
    ...db.env,
    ...media.env,
  };
  let reader: DataSource | null = null;
  return {
    env,
    admin,
    async jobs() {
      reader ??= await new DataSource(
        dataSourceOptions(loadConfig(env).database, false),
      ).initialize();
      return mailRows(reader);
    },
    async cleanup() {
      await reader?.destroy();
      await db.drop();
      dir.remove();
    },
  };
}

async function submit(server: ChildServer, n: number): Promise<void> {
  const res = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...LEAD, name: `Lead ${n}` }),
  });
  expect(res.status).toBe(201);
}

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const onPostgres = testDialect() === 'postgres' ? describe : describe.skip;

onPostgres('two API processes on one PostgreSQL', () => {
  let sink: SmtpSink;
  let setup: Setup;
  const servers: ChildServer[] = [];
  beforeAll(async () => {
    sink = await SmtpSink.start();
    setup = await freshSetup(sink);
  });
  afterAll(async () => {
    for (const server of servers) await server.kill();
    await setup.cleanup();
    await sink.down();
  });

  it('send each notification exactly once', async () => {
    // One after the other: the first one migrates and seeds.
    servers.push(await startChildServer(setup.env));
    servers.push(await startChildServer(setup.env));
    const leads = 40;
    await Promise.all(Array.from({ length: leads }, (_, n) => submit(servers[n % 2]!, n)));
    await sink.waitFor(leads, 60_000);
    await until(async () => (await setup.jobs()).every((j) => j.status === 'sent'), 30_000);
    await new Promise((r) => setTimeout(r, 1500)); // a duplicate would arrive by now
    const ids = sink.received.map((m) => m.parsed.messageId);
    expect(ids).toHaveLength(leads);
    expect(new Set(ids).size).toBe(leads);
    const jobs = await setup.jobs();
    expect(jobs).toHaveLength(leads);
    expect(jobs.every((j) => j.attempts === 1)).toBe(true);
  });
});

describe('SIGKILL during delivery', () => {
  let sink: SmtpSink;
  let setup: Setup;
  let server: ChildServer | undefined;
  beforeAll(async () => {
    sink = await SmtpSink.start();
    setup = await freshSetup(sink);
  });
  afterAll(async () => {
    await server?.kill();
    await setup.cleanup();
    await sink.down();
  });

  it('loses no notification: the next process sends it, with the same Message-ID', async () => {
    sink.hang = true;
    server = await startChildServer(setup.env);
    await submit(server, 1);
    // The relay has the whole mail, and the server waits for its answer: kill it now.
    await until(() => Promise.resolve(sink.held === 1), 20_000);
    await server.kill();
    const [claimed] = await setup.jobs();
    expect(claimed).toMatchObject({ status: 'running', attempts: 1 });

    sink.hang = false;
    server = await startChildServer(setup.env);
    const [mail] = await sink.waitFor(1, 60_000);
    // The owner has no language of their own: the site's default, French.
    expect(mail!.parsed.subject).toBe('Nouvelle demande\u00a0: Lead 1 (Identité de marque)');
    expect(mail!.parsed.messageId).toBe(claimed!.messageIdHeader);
    await until(async () => (await setup.jobs())[0]!.status === 'sent', 20_000);
    expect((await setup.jobs())[0]!.attempts).toBe(2);
  });
});
