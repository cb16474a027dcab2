/**
 * The audit log cannot be rewritten in SQL either (issue 24, ADR 046): from a plain SQL
 * session beside the running API (its own connection, no application code), updates,
 * deletes, INSERT OR REPLACE (SQLite), ON CONFLICT DO UPDATE and TRUNCATE (PostgreSQL) all
 * fail, also after setting the retention to 0; the retention sweep still removes old
 * entries, and records that it did.
 */
import { AuditRecord } from '../../src/audit/audit-entry.entity';
import { AuditRetention } from '../../src/audit/audit-retention.service';
import { expectRefused, openSession, type SqlSession } from '../support/sql-session';
import { startTestApp, type TestApp } from '../support/test-app';

describe('audit log append-only in SQL', () => {
  let t: TestApp;
  let sql: SqlSession;
  let postgres: boolean;
  const rows = () => t.dataSource.getRepository(AuditRecord);

  beforeAll(async () => {
    t = await startTestApp();
    await t.signIn('owner', 'owner-password'); // writes an auth.sign_in entry
    sql = await openSession(t.env);
    postgres = t.dialect === 'postgres';
  });
  afterAll(async () => {
    await sql.close();
    await t.close();
  });

  /** An entry two years old, inserted as any session may (appending is allowed). */
  async function oldEntry(label: string): Promise<number> {
    const at = postgres ? "now() - interval '730 days'" : "datetime('now', '-730 days')";
    await sql.run(
      `INSERT INTO audit_log ("at", "actorName", "action", "targetLabel", "changes") VALUES (${at}, 'historian', 'logo.delete', '${label}', '{}')`,
    );
    const [row] = await rows().find({ where: { targetLabel: label } });
    return row!.id;
  }

  it('refuses UPDATE and DELETE, young or old, from a plain session', async () => {
    const [young] = await rows().find({ order: { id: 'DESC' }, take: 1 });
    const old = await oldEntry('Old logo');
    await expectRefused(
      sql.run(`UPDATE audit_log SET "actorName" = 'forger' WHERE id = ${young!.id}`),
    );
    await expectRefused(sql.run(`DELETE FROM audit_log WHERE id = ${young!.id}`));
    // Past the retention, but not the sweep: still refused.
    await expectRefused(sql.run(`DELETE FROM audit_log WHERE id = ${old}`));
    await expectRefused(sql.run('DELETE FROM audit_log'));
    expect(await rows().existsBy({ id: young!.id, actorName: young!.actorName })).toBe(true);
    expect(await rows().existsBy({ id: old })).toBe(true);
  });

  it('refuses replacing an entry (INSERT OR REPLACE, ON CONFLICT DO UPDATE) and TRUNCATE', async () => {
    const [young] = await rows().find({ order: { id: 'DESC' }, take: 1 });
    const replace = postgres
      ? `INSERT INTO audit_log ("id", "actorName", "action", "changes") VALUES (${young!.id}, 'forger', 'x', '{}') ON CONFLICT ("id") DO UPDATE SET "actorName" = 'forger'`
      : `INSERT OR REPLACE INTO audit_log ("id", "actorName", "action", "changes") VALUES (${young!.id}, 'forger', 'x', '{}')`;
    await expectRefused(sql.run(replace));
    if (postgres) {
      await expectRefused(sql.run('TRUNCATE audit_log'));
    }
    expect(await rows().existsBy({ id: young!.id, actorName: young!.actorName })).toBe(true);
  });

  it('still refuses after the retention is set to 0 in SQL', async () => {
    const old = await oldEntry('Zero retention');
    await sql.run('UPDATE audit_settings SET "retentionDays" = 0 WHERE "id" = 1');
    try {
      const [young] = await rows().find({ order: { id: 'DESC' }, take: 1 });
      await expectRefused(sql.run(`DELETE FROM audit_log WHERE id = ${young!.id}`));
      await expectRefused(sql.run(`DELETE FROM audit_log WHERE id = ${old}`));
    } finally {
      await sql.run('UPDATE audit_settings SET "retentionDays" = 365 WHERE "id" = 1');
    }
  });

  it('lets the retention sweep remove entries past the retention, and records the sweep', async () => {
    const old = await oldEntry('Swept logo');
    const before = await rows().count();
    const removed = await t.app.get(AuditRetention).sweep();
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await rows().existsBy({ id: old })).toBe(false);
    const [entry] = await rows().find({ where: { action: 'audit.sweep' } });
    expect(entry).toMatchObject({
      actorName: 'system',
      changes: { removed: { after: removed } },
    });
    expect(await rows().count()).toBe(before - removed + 1);
    // The permit died with the sweep's transaction: a plain delete is refused again.
    const next = await oldEntry('After the sweep');
    await expectRefused(sql.run(`DELETE FROM audit_log WHERE id = ${next}`));
  });
});
