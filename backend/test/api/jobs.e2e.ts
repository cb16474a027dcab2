/**
 * The job runner (ADR 045) on the real app: a one-off job retries with backoff until it
 * succeeds; one that fails for good is given up and shown on the dashboard's answer; a
 * job written twice for one due time runs once; a claim left by a dead process is taken
 * over when its lease ends; the recurring jobs the app registers keep one row each; work a
 * person waits for is claimed first, and a job past its age is given up (ADR 089).
 */
import type { JobsStatusAnswer } from '@prism/contracts';
import { JOB_PRIORITY, Job, RECURRING_KEY } from '../../src/jobs/job.entity';
import { JobRunner, PermanentJobError, type JobRun } from '../../src/jobs/job-runner';
import { waitUntil } from '../support/wait-until';
import { startTestApp, type TestApp } from '../support/test-app';

describe('job runner', () => {
  let t: TestApp;
  let runner: JobRunner;
  const runs: JobRun[] = [];

  beforeAll(async () => {
    t = await startTestApp({ JOB_POLL_SECONDS: '1' });
    runner = t.app.get(JobRunner);
    runner.handle(
      'test.flaky',
      (run) => {
        runs.push(run);
        return run.attempt < 3 ? Promise.reject(new Error('not yet')) : Promise.resolve();
      },
      { retryBaseMs: 100 },
    );
    runner.handle('test.broken', () => Promise.reject(new PermanentJobError('bad data')));
    runner.handle('test.once', (run) => {
      runs.push(run);
      return Promise.resolve();
    });
  });
  afterAll(() => t.close());

  const jobs = (name: string) => t.dataSource.getRepository(Job).find({ where: { name } });
  const schedule = (name: string, key: string, dueAt = new Date()) =>
    t.dataSource.transaction((tx) => runner.schedule(tx, { name, key, dueAt, payload: { key } }));

  it('claims a job a person waits for before older ones due', async () => {
    const order: string[] = [];
    runner.handle('test.order', (run) => {
      order.push(run.key);
      return Promise.resolve();
    });
    const past = new Date(Date.now() - 60_000);
    // Written together, so no claim sees some and not the others.
    await t.dataSource.transaction(async (tx) => {
      for (let i = 1; i <= 6; i += 1) {
        await runner.schedule(tx, { name: 'test.order', key: `notice ${i}`, dueAt: past });
      }
      await runner.schedule(tx, {
        name: 'test.order',
        key: 'reply',
        dueAt: new Date(),
        priority: JOB_PRIORITY.person,
      });
    });
    await waitUntil('every ordered job ran', () => Promise.resolve(order.length === 7), {
      timeoutMs: 20_000,
    });
    expect(order[0]).toBe('reply');
    expect(order.slice(1)).toEqual([1, 2, 3, 4, 5, 6].map((i) => `notice ${i}`));
  });

  it('gives up a one-off job past its age, telling the handler it was the last attempt', async () => {
    const last: boolean[] = [];
    runner.handle(
      'test.aged',
      (run) => {
        last.push(run.lastAttempt);
        return Promise.reject(new Error('relay down'));
      },
      { giveUpAfterMs: 60_000, retryBaseMs: 100, maxAttempts: 100 },
    );
    await schedule('test.aged', 'old', new Date(Date.now() - 61_000));
    const [job] = await waitUntil(
      'the aged job is given up',
      async () => {
        const rows = await jobs('test.aged');
        return rows[0]?.status === 'failed' && rows;
      },
      { timeoutMs: 20_000 },
    );
    expect(job).toMatchObject({ attempts: 1, lastError: 'relay down' });
    expect(last).toEqual([true]);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    await schedule('test.flaky', 'a');
    const [done] = await waitUntil(
      'the flaky job is done',
      async () => {
        const rows = await jobs('test.flaky');
        return rows[0]?.status === 'done' && rows;
      },
      { timeoutMs: 60_000 },
    );
    expect(done).toMatchObject({ attempts: 3, lastError: null, failedAt: null });
    expect(runs.filter((r) => r.name === 'test.flaky').map((r) => r.attempt)).toEqual([1, 2, 3]);
    expect(runs.find((r) => r.name === 'test.flaky')?.payload).toEqual({ key: 'a' });
  });

  it('gives up a job that fails for good, and the dashboard lists it', async () => {
    await schedule('test.broken', 'item 7');
    await waitUntil(
      'the broken job is failed',
      async () => (await jobs('test.broken'))[0]?.status === 'failed',
      { timeoutMs: 60_000 },
    );
    const editor = await t.as('editor');
    const res = await editor.get('/api/admin/jobs/status').expect(200);
    const status = res.body as JobsStatusAnswer;
    expect(status.failing).toBeGreaterThanOrEqual(1);
    expect(status.failures).toContainEqual(
      expect.objectContaining({
        name: 'test.broken',
        key: 'item 7',
        status: 'failed',
        attempts: 1,
        error: 'bad data',
      }),
    );
    await t.http().get('/api/admin/jobs/status').expect(401);
  });

  it('runs a job written twice for one due time once', async () => {
    const dueAt = new Date(Date.now() + 500);
    await Promise.all([schedule('test.once', '1@x', dueAt), schedule('test.once', '1@x', dueAt)]);
    await waitUntil(
      'the job is done',
      async () => (await jobs('test.once'))[0]?.status === 'done',
      { timeoutMs: 60_000 },
    );
    expect(await jobs('test.once')).toHaveLength(1);
    expect(runs.filter((r) => r.name === 'test.once')).toHaveLength(1);
  });

  it('takes over a job whose process died (its lease ran out)', async () => {
    await t.dataSource.getRepository(Job).insert({
      name: 'test.once',
      key: 'orphan',
      status: 'running',
      lockedBy: 'a process that died',
      attempts: 1,
      dueAt: new Date(Date.now() - 60_000),
      runAt: new Date(Date.now() - 1000),
    });
    const row = await waitUntil(
      'the orphan is done',
      async () => {
        const found = await t.dataSource.getRepository(Job).findOneBy({ key: 'orphan' });
        return found?.status === 'done' && found;
      },
      { timeoutMs: 60_000 },
    );
    expect(row.attempts).toBe(2);
  });

  it('keeps one row per recurring job, due on its grid', async () => {
    const rows = await t.dataSource.getRepository(Job).find({ where: { key: RECURRING_KEY } });
    const names = rows.map((r) => r.name).sort();
    expect(names).toEqual([
      'audience.retention',
      'audience.roll-up',
      'audience.salt-rotation',
      'audit.sweep',
      'auth.reset_requests',
      // SQLite's search index merged apart from the leads' inserts (ADR 086).
      ...(t.dialect === 'sqlite' ? ['contact.search-merges'] : []),
      'jobs.prune',
      'privacy.request-reminders',
      'privacy.retention',
      'revisions.sweep',
    ]);
    const sweep = rows.find((r) => r.name === 'audit.sweep');
    expect(sweep!.dueAt.getTime() % 3600_000).toBe(0);
    expect(sweep!.dueAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Woken by each request; its interval is only a safety net, so not every poll.
    const resets = rows.find((r) => r.name === 'auth.reset_requests');
    expect(resets!.dueAt.getTime() % 60_000).toBe(0);
  });

  it('asks for due work outside a transaction, and opens one only to claim', async () => {
    // Nothing due for an hour: the polls of the next seconds find nothing.
    await t.dataSource
      .getRepository(Job)
      .update({ status: 'pending' }, { runAt: new Date(Date.now() + 3_600_000) });
    const transactions = jest.spyOn(t.dataSource, 'transaction');
    try {
      // Two polls and more (JOB_POLL_SECONDS=1), then the same with a job due.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(transactions).not.toHaveBeenCalled();
      runs.length = 0;
      await schedule('test.once', 'after idle polls');
      const written = transactions.mock.calls.length;
      runner.wake();
      await waitUntil(
        'the job due is run',
        () => runs.some((run) => run.key === 'after idle polls'),
        { timeoutMs: 20_000 },
      );
      expect(transactions.mock.calls.length).toBeGreaterThan(written);
    } finally {
      transactions.mockRestore();
    }
  });
});
