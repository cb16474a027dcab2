import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ItemScheduleInput, PortfolioItemAnswer } from '@prism/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { changesOf } from '../audit/audit-changes';
import { currentActor } from '../audit/audit-scope';
import { CaseStudyMapper } from './case-study.mapper';
import { DomainError } from '../common/domain-error';
import { fieldEnglishOf } from '../common/error-english';
import { JobRunner, PermanentJobError, type JobRun, type JobSubject } from '../jobs/job-runner';
import { scheduleJobKey as jobKey, scheduleTimes } from '../jobs/schedule-times';
import { SettingsService } from '../settings/settings.service';
import { assertPublishable, childrenOf, missingIn, readyIn, textOf } from './item-languages';
import { ItemEdits } from './item-edits';
import { findLockedItem } from './lock-item';
import { PortfolioItem } from './portfolio-item.entity';
import { AppConfig } from '../config/app-config';
import { MailOutbox } from '../mail/mail-outbox.service';
import { tellScheduler } from './scheduled-publish-mail';

/** The job runner's names for the two scheduled changes. */
export const PUBLISH_JOB = 'portfolio.publish';
export const UNPUBLISH_JOB = 'portfolio.unpublish';

/** The audit log's actor for what the job runner does on a staff member's behalf. */
export const SCHEDULER_ACTOR = { id: null, username: 'scheduler' };

type Change = 'publish' | 'unpublish';

/**
 * Scheduled publishing: staff set when an item goes public and when it goes back
 * to draft, in the agency's time zone; one-off jobs keyed by item and time carry it out.
 */
@Injectable()
export class PortfolioSchedule implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runner: JobRunner,
    private readonly settings: SettingsService,
    private readonly mapper: CaseStudyMapper,
    private readonly edits: ItemEdits,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const describe = (job: { payload: Record<string, unknown> | null }) => this.subjectOf(job);
    this.runner.handle(PUBLISH_JOB, (run) => this.carryOut(run, 'publish'), { describe });
    this.runner.handle(UNPUBLISH_JOB, (run) => this.carryOut(run, 'unpublish'), { describe });
  }

  /**
   * Replaces the item's schedule: times in the future (422 otherwise) and at most
   * MAX_YEARS_AHEAD years ahead (400 naming the field), unpublishing after publishing, and
   * publishing only an item ready in every required language (422 naming what it lacks;
   * checked again when it is due); earlier jobs of the item are withdrawn and the new ones
   * written in the same transaction, so the schedule and its jobs never disagree.
   */
  async set(
    id: number,
    input: ItemScheduleInput,
    expected: number | null,
  ): Promise<PortfolioItemAnswer> {
    const { timeZone, requiredLocales } = await this.settings.get();
    const { publishAt, unpublishAt } = scheduleTimes(input, timeZone);
    const { user } = currentActor();
    return this.edits.edit(id, expected, async (tx, row) => {
      if (publishAt && row.status !== 'published') {
        assertPublishable(row, await childrenOf(tx, id), requiredLocales);
      }
      const was = scheduleOf(row);
      await this.withdraw(tx, id);
      Object.assign(row, {
        publishAt,
        unpublishAt,
        scheduledById: publishAt || unpublishAt ? (user?.id ?? null) : null,
        scheduledBy: publishAt || unpublishAt ? (user?.username ?? null) : null,
      });
      const by = user ? { id: user.id, username: user.username } : null;
      for (const [name, at] of [
        [PUBLISH_JOB, publishAt],
        [UNPUBLISH_JOB, unpublishAt],
      ] as const) {
        if (at) {
          await this.runner.schedule(tx, {
            name,
            key: jobKey(id, at),
            dueAt: at,
            payload: { itemId: id, by },
          });
        }
      }
      const saved = await tx.save(row);
      return {
        result: await this.mapper.toOneAnswer(saved, tx),
        entry: { action: 'portfolio.schedule', changes: changesOf(was, scheduleOf(saved)) },
      };
    });
  }

  /** Withdraws the item's scheduled jobs (in the caller's transaction: a delete). */
  async withdraw(tx: EntityManager, id: number): Promise<void> {
    await this.runner.cancel(tx, PUBLISH_JOB, `${id}@`);
    await this.runner.cancel(tx, UNPUBLISH_JOB, `${id}@`);
  }

  /**
   * The job: applies the change only while the item still has this time scheduled, and
   * clears it in the same transaction, so a second run (or a changed schedule) does
   * nothing. Publishing follows the same rule as staff publishing: an item not
   * ready in a required language stays a draft and the job fails, shown on the dashboard.
   */
  private async carryOut(run: JobRun, change: Change): Promise<void> {
    const payload = run.payload as { itemId: number; by: { id: number; username: string } | null };
    const { requiredLocales, timeZone } = await this.settings.get();
    const refused = await this.dataSource.transaction(async (tx) => {
      const row = await findLockedItem(tx, payload.itemId);
      const at = change === 'publish' ? row?.publishAt : row?.unpublishAt;
      if (!row || at?.getTime() !== run.dueAt.getTime()) return null;
      if (change === 'publish' && row.status !== 'published') {
        try {
          assertPublishable(row, await childrenOf(tx, row.id), requiredLocales);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          // Nothing changes; the person who scheduled it hears why, in their language.
          await tellScheduler(tx, this.mail, this.config.mail.publicUrl, payload.by, {
            kind: 'project',
            id: row.id,
            titleIn: (locale) => textOf(row, 'title', locale) || row.title,
            dueAt: run.dueAt,
            timeZone,
            missing: error.fields?.map((f) => f.field) ?? [],
          });
          return error;
        }
      }
      return this.edits.editLocked(tx, row, null, async () => {
        const before = { status: row.status };
        if (change === 'publish') Object.assign(row, { status: 'published', publishAt: null });
        else Object.assign(row, { status: 'draft', unpublishAt: null });
        if (!row.publishAt && !row.unpublishAt) {
          Object.assign(row, { scheduledById: null, scheduledBy: null });
        }
        const saved = await tx.save(row);
        return {
          result: null,
          entry: {
            action:
              change === 'publish'
                ? 'portfolio.publish_scheduled'
                : 'portfolio.unpublish_scheduled',
            actor: SCHEDULER_ACTOR,
            changes: {
              ...changesOf(before, { status: saved.status }),
              onBehalfOf: { before: null, after: payload.by?.username ?? null },
              scheduledFor: { before: null, after: run.dueAt.toISOString() },
            },
          },
        };
      });
    });
    // After the mail is committed: the job fails for good, shown on the dashboard.
    if (refused) {
      throw new PermanentJobError(refused.message, {
        code: refused.code,
        ...(refused.params ? { params: refused.params } : {}),
        ...(refused.fields
          ? { fields: refused.fields.map((f) => ({ ...f, message: fieldEnglishOf(f) })) }
          : {}),
      });
    }
  }

  /** The item a failed job is about, with what it lacks now in each required language. */
  private async subjectOf(job: { payload: Record<string, unknown> | null }): Promise<JobSubject> {
    const id = Number(job.payload?.itemId);
    const row = Number.isInteger(id)
      ? await this.dataSource.manager.findOneBy(PortfolioItem, { id })
      : null;
    if (!row) return null;
    const { requiredLocales } = await this.settings.get();
    const children = await childrenOf(this.dataSource.manager, id);
    const missing = requiredLocales.flatMap((locale) =>
      readyIn(row, locale) ? [] : missingIn(row, children, locale).map((f) => `${locale}.${f}`),
    );
    return { id, kind: 'project', title: row.title, titleFr: row.titleFr, missing };
  }
}

const scheduleOf = (row: PortfolioItem) => ({
  publishAt: row.publishAt?.toISOString() ?? null,
  unpublishAt: row.unpublishAt?.toISOString() ?? null,
});
