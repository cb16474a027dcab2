import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LOCALES, otherLocale, type ItemScheduleInput, type Locale } from '@prism/contracts';
import { pageMissing, type PageAnswer } from '@prism/contracts/pages';
import { DataSource, type EntityManager } from 'typeorm';
import { changesOf } from '../audit/audit-changes';
import { currentActor } from '../audit/audit-scope';
import { DomainError } from '../common/domain-error';
import { AppConfig } from '../config/app-config';
import { fieldEnglishOf } from '../common/error-english';
import { JobRunner, PermanentJobError, type JobRun, type JobSubject } from '../jobs/job-runner';
import { scheduleJobKey, scheduleTimes } from '../jobs/schedule-times';
import { MailOutbox } from '../mail/mail-outbox.service';
import { lacking } from '../portfolio/item-languages';
import { SCHEDULER_ACTOR } from '../portfolio/portfolio-schedule';
import { tellScheduler } from '../portfolio/scheduled-publish-mail';
import { SettingsService } from '../settings/settings.service';
import { Page } from './page.entity';
import { PageEdits } from './page-edits';
import { fieldsOf, findLockedPage, liveOf, setLive } from './page-fields';

export const PAGE_PUBLISH_JOB = 'page.publish';
export const PAGE_UNPUBLISH_JOB = 'page.unpublish';

/**
 * A page's scheduled publication, as the portfolio item's: staff set when it
 * goes live and when it leaves the site, in the agency's time zone; one-off jobs keyed by
 * page and time carry it out. Going live takes every complete language live, and needs
 * each language the settings require to be complete: checked when scheduled (422 naming
 * what is missing) and again when due (the job fails, shown on the dashboard, and the
 * person who scheduled it is mailed what each language lacks).
 */
@Injectable()
export class PageSchedule implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly runner: JobRunner,
    private readonly settings: SettingsService,
    private readonly edits: PageEdits,
    private readonly mail: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    const describe = (job: { payload: Record<string, unknown> | null }) => this.subjectOf(job);
    this.runner.handle(PAGE_PUBLISH_JOB, (run) => this.carryOut(run, 'publish'), { describe });
    this.runner.handle(PAGE_UNPUBLISH_JOB, (run) => this.carryOut(run, 'unpublish'), {
      describe,
    });
  }

  /** The page a failed job is about, with what it lacks now in each required language. */
  private async subjectOf(job: { payload: Record<string, unknown> | null }): Promise<JobSubject> {
    const id = Number(job.payload?.pageId);
    const row = Number.isInteger(id) ? await this.dataSource.manager.findOneBy(Page, { id }) : null;
    if (!row) return null;
    const { requiredLocales } = await this.settings.get();
    const fields = fieldsOf(row);
    const missing = requiredLocales.flatMap((locale) =>
      pageMissing(fields, locale).map((field) => `${locale}.${field}`),
    );
    return { id, kind: row.kind, title: fields.title.en, titleFr: fields.title.fr, missing };
  }

  /** Replaces the page's schedule and its jobs, in one transaction. */
  async set(id: number, input: ItemScheduleInput, expected: number | null): Promise<PageAnswer> {
    const { timeZone, requiredLocales } = await this.settings.get();
    const { publishAt, unpublishAt } = scheduleTimes(input, timeZone);
    const { user } = currentActor();
    return this.edits.edit(id, expected, async (tx, row) => {
      if (publishAt) assertPublishable(row, requiredLocales);
      const was = scheduleOf(row);
      await this.withdraw(tx, id);
      const scheduled = Boolean(publishAt || unpublishAt);
      Object.assign(row, {
        publishAt,
        unpublishAt,
        scheduledById: scheduled ? (user?.id ?? null) : null,
        scheduledBy: scheduled ? (user?.username ?? null) : null,
      });
      const by = user ? { id: user.id, username: user.username } : null;
      for (const [name, at] of [
        [PAGE_PUBLISH_JOB, publishAt],
        [PAGE_UNPUBLISH_JOB, unpublishAt],
      ] as const) {
        if (at) {
          await this.runner.schedule(tx, {
            name,
            key: scheduleJobKey(id, at),
            dueAt: at,
            payload: { pageId: id, by },
          });
        }
      }
      await tx.save(row);
      return { action: 'page.schedule', changes: changesOf(was, scheduleOf(row)) };
    });
  }

  /** Withdraws the page's scheduled jobs (in the caller's transaction: a delete). */
  async withdraw(tx: EntityManager, id: number): Promise<void> {
    await this.runner.cancel(tx, PAGE_PUBLISH_JOB, `${id}@`);
    await this.runner.cancel(tx, PAGE_UNPUBLISH_JOB, `${id}@`);
  }

  /**
   * The job: applies the change only while the page still has this time scheduled, and
   * clears it in the same transaction, so a second run (or a changed schedule) does nothing.
   */
  private async carryOut(run: JobRun, change: 'publish' | 'unpublish'): Promise<void> {
    const payload = run.payload as {
      pageId: number;
      by: { id: number; username: string } | null;
    };
    const { requiredLocales, timeZone } = await this.settings.get();
    const refused = await this.dataSource.transaction(async (tx) => {
      const row = await findLockedPage(tx, payload.pageId);
      const at = change === 'publish' ? row?.publishAt : row?.unpublishAt;
      if (!row || at?.getTime() !== run.dueAt.getTime()) return null;
      if (change === 'publish') {
        try {
          assertPublishable(row, requiredLocales);
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          // Nothing changes; the person who scheduled it hears why, in their language.
          const fields = fieldsOf(row);
          await tellScheduler(tx, this.mail, this.config.mail.publicUrl, payload.by, {
            kind: row.kind,
            id: row.id,
            titleIn: (locale) => fields.title[locale] || fields.title[otherLocale(locale)],
            dueAt: run.dueAt,
            timeZone,
            missing: error.fields?.map((f) => f.field) ?? [],
            blocks: fields.blocks,
          });
          return error;
        }
      }
      await this.edits.editLocked(tx, row, null, async () => {
        const before = liveOf(row);
        const fields = fieldsOf(row);
        for (const locale of LOCALES) {
          setLive(row, locale, change === 'publish' && pageMissing(fields, locale).length === 0);
        }
        if (change === 'publish') row.publishAt = null;
        else row.unpublishAt = null;
        if (!row.publishAt && !row.unpublishAt) {
          Object.assign(row, { scheduledById: null, scheduledBy: null });
        }
        await tx.save(row);
        return {
          action: change === 'publish' ? 'page.publish_scheduled' : 'page.unpublish_scheduled',
          actor: SCHEDULER_ACTOR,
          changes: {
            ...changesOf(before, liveOf(row)),
            onBehalfOf: { before: null, after: payload.by?.username ?? null },
            scheduledFor: { before: null, after: run.dueAt.toISOString() },
          },
        };
      });
      return null;
    });
    if (refused) {
      throw new PermanentJobError(refused.message, {
        code: refused.code,
        ...(refused.fields
          ? { fields: refused.fields.map((f) => ({ ...f, message: fieldEnglishOf(f) })) }
          : {}),
      });
    }
  }
}

/** Going live needs each required language complete: 422 naming what each lacks. */
function assertPublishable(row: Page, required: readonly Locale[]): void {
  const fields = fieldsOf(row);
  const notReady = required
    .map((locale) => ({ locale, missing: pageMissing(fields, locale) }))
    .filter(({ missing }) => missing.length > 0);
  if (notReady.length > 0) throw lacking('not_ready', notReady);
}

const scheduleOf = (row: Page) => ({
  publishAt: row.publishAt?.toISOString() ?? null,
  unpublishAt: row.unpublishAt?.toISOString() ?? null,
});
