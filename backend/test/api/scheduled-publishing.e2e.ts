/**
 * Scheduled publishing (issue 24, ADR 045): times entered in the agency's time zone, the
 * change made by the job runner once, audited as the scheduler on behalf of who asked,
 * also across two API instances on one PostgreSQL and across a stop spanning the due
 * time; an item not ready in a required language stays a draft and the job shows failed.
 */
import { expect } from '@jest/globals';
import { wallTimeIn, type JobsStatusAnswer } from '@prism/contracts';
import type { Test } from 'supertest';
import { DataSource, Like } from 'typeorm';
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { Job } from '../../src/jobs/job.entity';
import { loadConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import type { PageAnswer } from '@prism/contracts/pages';
import { errorOf, itemOf, itemsOf } from '../support/answers';
import { imageBytes } from '../support/image-fixtures';
import { testDialect } from '../support/test-database';
import { startServer, startTestApp, type TestApp } from '../support/test-app';
import { waitUntil } from '../support/wait-until';
import { SmtpSink } from '../support/smtp-sink';
import { User } from '../../src/users/user.entity';

type Agent = Awaited<ReturnType<TestApp['as']>>;

const ZONE = 'America/Toronto';
/** How far ahead a test schedules: enough for the request to land before it, whatever the load. */
const AHEAD_MS = 8000;
/** Generous: the runner polls every second here; a busy machine may take much longer. */
const WAIT = { timeoutMs: 90_000, intervalMs: 250 };

const BILINGUAL = {
  title: 'Scheduled launch',
  titleFr: 'Lancement programmé',
  description: 'A case study that goes public at a set time.',
  descriptionFr: 'Une étude de cas publiée à une heure fixée.',
  client: 'Lumen & Co',
  category: 'listing',
  year: '2026',
  status: 'draft',
};

function form(req: Test, fields: Record<string, string>, image: Buffer): Test {
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req.attach('image', image, { filename: 'photo.jpg', contentType: 'image/jpeg' });
}

/** The wall time in the agency's zone `ms` from now, to the second. */
const localIn = (ms: number) => wallTimeIn(new Date(Date.now() + ms), ZONE, true);

describe('scheduled publishing', () => {
  let t: TestApp;
  let editor: Agent;
  let jpeg: Buffer;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    t = await startTestApp({
      JOB_POLL_SECONDS: '1',
      SMTP_URL: sink.url,
      PUBLIC_URL: 'https://studio.example',
    });
    editor = await t.as('editor');
    jpeg = await imageBytes('jpeg', { width: 400, height: 500 });
  });
  afterAll(async () => {
    await t.close();
    await sink.down();
  });

  const create = async (fields: Record<string, string> = {}, title = BILINGUAL.title) => {
    const res = await form(
      editor.post('/api/portfolio'),
      { ...BILINGUAL, title, ...fields },
      jpeg,
    ).expect(201);
    return itemOf(res);
  };
  const schedule = (id: number, body: { publishAt: string | null; unpublishAt: string | null }) =>
    editor.put(`/api/portfolio/${id}/schedule`).send(body);
  const publicStatus = async (url: string, id: number) =>
    (await fetch(`${url}/api/portfolio/${id}`)).status;
  const entries = (id: number, action: string) =>
    t.dataSource.getRepository(AuditRecord).find({ where: { targetId: String(id), action } });

  it('publishes an item when due, once, audited as the scheduler for the editor', async () => {
    const item = await create();
    expect(await publicStatus(t.url, item.id)).toBe(404);
    const versionBefore = (await t.http().get('/api/content-version').expect(200)).body as {
      version: number;
    };
    const publishAt = localIn(AHEAD_MS);
    const res = await schedule(item.id, { publishAt, unpublishAt: null }).expect(200);
    // Entered and answered in the agency's zone: the answer's instant is that wall time.
    const scheduled = itemOf(res).schedule!;
    expect(wallTimeIn(new Date(scheduled.publishAt!), ZONE, true)).toBe(publishAt);
    expect(scheduled.scheduledBy).toMatch(/^editor-/);

    // The admin list shows it scheduled, with its time.
    const list = await editor.get('/api/portfolio').expect(200);
    const listed = itemsOf(list).find((i) => i.id === item.id);
    expect(listed?.schedule?.publishAt).toBe(scheduled.publishAt);

    await waitUntil(
      'the item is public',
      async () => (await publicStatus(t.url, item.id)) === 200,
      WAIT,
    );
    const publicList = await t.http().get('/api/portfolio').expect(200);
    expect(itemsOf(publicList).map((i) => i.id)).toContain(item.id);
    const versionAfter = (await t.http().get('/api/content-version').expect(200)).body as {
      version: number;
    };
    expect(versionAfter.version).toBeGreaterThan(versionBefore.version);

    const [entry, ...more] = await entries(item.id, 'portfolio.publish_scheduled');
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorName: 'scheduler',
      actorId: null,
      changes: {
        status: { before: 'draft', after: 'published' },
        onBehalfOf: { before: null, after: scheduled.scheduledBy },
        scheduledFor: { after: scheduled.publishAt },
      },
    });
    const row = await t.dataSource.getRepository(PortfolioItem).findOneByOrFail({ id: item.id });
    expect(row).toMatchObject({ status: 'published', publishAt: null, scheduledBy: null });
  });

  it('unpublishes when due', async () => {
    const item = await create({ status: 'published' }, 'Seasonal offer');
    await schedule(item.id, { publishAt: null, unpublishAt: localIn(AHEAD_MS) }).expect(200);
    await waitUntil(
      'the item is hidden',
      async () => (await publicStatus(t.url, item.id)) === 404,
      WAIT,
    );
    expect(await entries(item.id, 'portfolio.unpublish_scheduled')).toHaveLength(1);
  });

  it('leaves an item and a page that stopped being ready as they were when due; the jobs fail, shown on the dashboard and mailed', async () => {
    const item = await create({}, 'English only');
    const set = await schedule(item.id, { publishAt: localIn(AHEAD_MS), unpublishAt: null });
    expect(set.status).toBe(200);
    // A page ready in both languages, scheduled in the same minute by the same editor.
    const page = (
      await editor
        .post('/api/pages')
        .send({
          title: { fr: 'Notre équipe', en: 'Our team' },
          blocks: [
            {
              id: 'team',
              type: 'team',
              heading: { fr: 'L’équipe', en: 'The team' },
              members: [{ id: 'ana', name: 'Ana Roy', role: { fr: 'Directrice', en: 'Director' } }],
            },
          ],
        })
        .expect(201)
    ).body as PageAnswer;
    await editor
      .put(`/api/pages/${page.id}/schedule`)
      .send({ publishAt: localIn(AHEAD_MS), unpublishAt: null })
      .expect(200);
    // The editor who scheduled it reads French and has an address.
    await t.dataSource
      .getRepository(User)
      .update(
        { username: itemOf(set).schedule?.scheduledBy ?? '' },
        { email: 'editor@studio.example', locale: 'fr' },
      );
    // Someone takes the French off after the schedule was set (a draft: nothing is live).
    const off = await editor
      .put(`/api/portfolio/${item.id}/translations`)
      .send({ fr: { title: '', ready: false } });
    expect(off.status).toBe(200);
    const team = page.blocks[0]!;
    if (team.type !== 'team') throw new Error('the page’s block is its team');
    const noRole = { ...team.members[0]!, role: { fr: '', en: 'Director' } };
    await editor
      .patch(`/api/pages/${page.id}`)
      .send({ blocks: [{ ...team, members: [noRole] }] })
      .expect(200);
    const failed = await waitUntil(
      'the publish job failed',
      async () => {
        const res = await editor.get('/api/admin/jobs/status').expect(200);
        return (res.body as JobsStatusAnswer).failures.find(
          (f) => f.name === 'portfolio.publish' && f.key.startsWith(`${item.id}@`),
        );
      },
      WAIT,
    );
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    // The dashboard names the item and what it lacks, for the admin to word (ADR 081).
    expect(failed.item).toEqual({
      id: item.id,
      kind: 'project',
      title: 'English only',
      titleFr: '',
      missing: ['fr.title'],
    });
    // The person who scheduled them hears why, in their language (ADR 081).
    const mails = await sink.waitFor(2);
    const mail = mails.find((m) => m.parsed.subject?.endsWith('English only'));
    expect(mail!.rcptTo).toEqual(['editor@studio.example']);
    expect(mail!.parsed.subject).toBe('Non publié\u00a0: English only');
    expect(mail!.parsed.text).toContain('Titre (français)');
    expect(mail!.parsed.text).toMatch(/HNE|HAE/);
    expect(mail!.parsed.text).toContain(`https://studio.example/admin/portfolio/edit/${item.id}`);
    expect(failed.error).toMatch(
      /^Cannot publish before every required language is ready: fr\.title is missing/,
    );
    expect(await publicStatus(t.url, item.id)).toBe(404);
    expect(await entries(item.id, 'portfolio.publish_scheduled')).toHaveLength(0);
    // The page's mail names its block and field as the page editor does, in French.
    const pageMail = mails.find((m) => m.parsed.subject?.endsWith('Notre équipe'));
    expect(pageMail!.rcptTo).toEqual(['editor@studio.example']);
    expect(pageMail!.parsed.text).toContain('la page n’est pas prête');
    expect(pageMail!.parsed.text).toContain('- Bloc 1 · Équipe — Membre 1\u00a0: Rôle (français)');
    expect(pageMail!.parsed.text).toContain(`https://studio.example/admin/pages/edit/${page.id}`);
    const pageFailure = await editor.get('/api/admin/jobs/status').expect(200);
    expect(
      (pageFailure.body as JobsStatusAnswer).failures.find(
        (f) => f.name === 'page.publish' && f.key.startsWith(`${page.id}@`),
      ),
    ).toMatchObject({
      status: 'failed',
      // Named as a page, for the dashboard to link its editor and word its block's field.
      item: {
        id: page.id,
        kind: 'page',
        title: 'Our team',
        titleFr: 'Notre équipe',
        missing: ['fr.blocks.0.members.0.role'],
      },
    });
    expect((await editor.get(`/api/pages/${page.id}`).expect(200)).body).toMatchObject({
      live: { fr: false, en: false },
    });
    // The app carries on: a health check still answers.
    await t.http().get('/api/health').expect(200);
    // Withdrawing the schedule clears the failure.
    await schedule(item.id, { publishAt: null, unpublishAt: null }).expect(200);
    const res = await editor.get('/api/admin/jobs/status').expect(200);
    expect((res.body as JobsStatusAnswer).failures.map((f) => f.key)).not.toContainEqual(
      expect.stringMatching(new RegExp(`^${item.id}@`)),
    );
  });

  it('refuses a past time, an unpublish before the publish and a malformed time, changing nothing', async () => {
    const item = await create({}, 'Refused schedules');
    const past = await schedule(item.id, { publishAt: localIn(-60_000), unpublishAt: null });
    expect(past.status).toBe(422);
    expect(errorOf(past).message).toBe('Cannot schedule: publishAt must be in the future');
    const backwards = await schedule(item.id, {
      publishAt: localIn(7200_000),
      unpublishAt: localIn(3600_000),
    });
    expect(backwards.status).toBe(422);
    expect(errorOf(backwards).message).toBe('Cannot schedule: unpublishAt must be after publishAt');
    const malformed = await schedule(item.id, { publishAt: 'tomorrow', unpublishAt: null });
    expect(malformed.status).toBe(400);
    expect(errorOf(malformed).fields?.map((f) => f.field)).toEqual(['publishAt']);
    const row = await t.dataSource.getRepository(PortfolioItem).findOneByOrFail({ id: item.id });
    expect(row.publishAt).toBeNull();
    expect(await t.dataSource.getRepository(Job).countBy({ key: Like(`${item.id}@%`) })).toBe(0);
  });
});

describe('scheduled publishing across a stop', () => {
  it('publishes when the API starts again after a stop spanning the due time', async () => {
    const t = await startTestApp({ JOB_POLL_SECONDS: '1' });
    try {
      const editor = await t.as('editor');
      const jpeg = await imageBytes('jpeg', { width: 400, height: 500 });
      const item = itemOf(await form(editor.post('/api/portfolio'), BILINGUAL, jpeg).expect(201));
      await editor
        .put(`/api/portfolio/${item.id}/schedule`)
        .send({ publishAt: localIn(3600_000), unpublishAt: null })
        .expect(200);
      await t.stop();
      // While no API runs, the due time passes (moved into the past in the database).
      const past = new Date(Date.now() - 60_000);
      const db = await new DataSource(
        dataSourceOptions(loadConfig(t.env).database, false),
      ).initialize();
      try {
        await db.getRepository(PortfolioItem).update({ id: item.id }, { publishAt: past });
        await db
          .getRepository(Job)
          .update(
            { name: 'portfolio.publish', key: Like(`${item.id}@%`) },
            { dueAt: past, runAt: past },
          );
      } finally {
        await db.destroy();
      }
      const again = await startServer(t.env);
      try {
        await waitUntil(
          'the item is public after the restart',
          async () => (await fetch(`${again.url}/api/portfolio/${item.id}`)).status === 200,
          WAIT,
        );
        const audit = again.dataSource.getRepository(AuditRecord);
        expect(
          await audit.countBy({ targetId: String(item.id), action: 'portfolio.publish_scheduled' }),
        ).toBe(1);
      } finally {
        await again.app.close();
      }
    } finally {
      await t.close();
    }
  });
});

const onPostgres = testDialect() === 'postgres' ? describe : describe.skip;

onPostgres('scheduled publishing with two API instances on one PostgreSQL', () => {
  it('publishes each item exactly once (one audit entry each)', async () => {
    const t = await startTestApp({ JOB_POLL_SECONDS: '1' });
    const second = await startServer(t.env);
    try {
      const editor = await t.as('editor');
      const jpeg = await imageBytes('jpeg', { width: 400, height: 500 });
      const ids: number[] = [];
      for (let n = 0; n < 4; n++) {
        const res = await form(
          editor.post('/api/portfolio'),
          { ...BILINGUAL, title: `Launch ${n}`, titleFr: `Lancement ${n}` },
          jpeg,
        ).expect(201);
        ids.push(itemOf(res).id);
      }
      const publishAt = localIn(AHEAD_MS);
      for (const id of ids) {
        await editor
          .put(`/api/portfolio/${id}/schedule`)
          .send({ publishAt, unpublishAt: null })
          .expect(200);
      }
      for (const id of ids) {
        await waitUntil(
          `item ${id} is public on both instances`,
          async () =>
            (await fetch(`${t.url}/api/portfolio/${id}`)).status === 200 &&
            (await fetch(`${second.url}/api/portfolio/${id}`)).status === 200,
          WAIT,
        );
      }
      const jobs = t.dataSource.getRepository(Job);
      await waitUntil(
        'every publish job is done',
        async () =>
          (await jobs.countBy({ name: 'portfolio.publish', status: 'done' })) === ids.length,
        WAIT,
      );
      const audit = t.dataSource.getRepository(AuditRecord);
      for (const id of ids) {
        expect(
          await audit.countBy({ targetId: String(id), action: 'portfolio.publish_scheduled' }),
        ).toBe(1);
      }
    } finally {
      await second.app.close();
      await t.close();
    }
  });
});
