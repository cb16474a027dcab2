import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIT_LIMITS, type AuditSettings } from '@prism/contracts';
import { DataSource, LessThan } from 'typeorm';
import { changesOf } from './audit-changes';
import { AuditRecord } from './audit-entry.entity';
import { AuditLog } from './audit-log';
import { AuditSettingsRow } from './audit-settings.entity';
import { JobRunner } from '../jobs/job-runner';
import { fixedTarget } from './fixed-targets';

const ROW_ID = 1;
const DAY_MS = 86_400_000;
/** How often the sweep is due (a recurring job of the runner: one copy runs it). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A minute younger than the cut-off the database enforces, so clock skew never trips it. */
const SKEW_MARGIN_MS = 60_000;

/**
 * How long entries are kept (a setting, owners only) and the sweep that removes older
 * ones. The database refuses to delete a younger entry, whoever asks.
 */
@Injectable()
export class AuditRetention implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    this.runner.every('audit.sweep', SWEEP_EVERY_MS, () => this.sweep().then(() => undefined));
  }

  async settings(): Promise<AuditSettings> {
    const row = await this.dataSource.manager.findOneBy(AuditSettingsRow, { id: ROW_ID });
    return { retentionDays: row?.retentionDays ?? AUDIT_LIMITS.defaultRetentionDays };
  }

  /** Saves the retention (recorded like any change), then sweeps at once. */
  async save(settings: AuditSettings): Promise<AuditSettings> {
    await this.dataSource.transaction(async (tx) => {
      const before = await tx.findOneBy(AuditSettingsRow, { id: ROW_ID });
      await tx.upsert(AuditSettingsRow, { id: ROW_ID, ...settings }, ['id']);
      await this.audit.record(tx, {
        action: 'audit.settings',
        target: fixedTarget('settings:audit'),
        changes: changesOf(before, settings, ['retentionDays']),
      });
    });
    await this.sweep();
    return this.settings();
  }

  /**
   * Removes the entries older than the retention; answers how many went. The database lets
   * a delete through only while this transaction's permit row exists (ADR 046), and the
   * sweep records itself in the log it sweeps.
   */
  async sweep(): Promise<number> {
    const { retentionDays } = await this.settings();
    const cutoff = new Date(Date.now() - retentionDays * DAY_MS - SKEW_MARGIN_MS);
    return this.dataSource.transaction(async (tx) => {
      await tx.query(`INSERT INTO "audit_sweep_permits" ("cutoff") VALUES (${this.param(1)})`, [
        cutoff.toISOString(),
      ]);
      const result = await tx.delete(AuditRecord, { at: LessThan(cutoff) });
      await tx.query('DELETE FROM "audit_sweep_permits"');
      const removed = result.affected ?? 0;
      if (removed > 0) {
        await this.audit.record(tx, {
          action: 'audit.sweep',
          target: fixedTarget('settings:audit'),
          changes: changesOf(null, { removed, olderThan: cutoff.toISOString() }),
        });
      }
      return removed;
    });
  }

  private param(n: number): string {
    return this.dataSource.options.type === 'postgres' ? `$${n}` : '?';
  }
}
