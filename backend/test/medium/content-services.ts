import type { SessionUser } from '@prism/contracts';
import type { Request, Response } from 'express';
import { AuditLog } from '../../src/audit/audit-log';
import { auditScope } from '../../src/audit/audit-scope';
import { ContentVersionService } from '../../src/content-version/content-version.service';
import { PublicReadCache } from '../../src/content-version/public-read-cache';
import { JobRunner } from '../../src/jobs/job-runner';
import { LandingService } from '../../src/landing/landing.service';
import { LandingContentRow } from '../../src/landing/landing-content.entity';
import { MailOutbox } from '../../src/mail/mail-outbox.service';
import { ImagePipeline } from '../../src/media/image/image-pipeline';
import { MediaService } from '../../src/media/media.service';
import { MediaLibraryService } from '../../src/media-library/media-library.service';
import { createObjectStorage } from '../../src/media/storage/create-object-storage';
import { CaseStudyMapper } from '../../src/portfolio/case-study.mapper';
import { ItemEdits } from '../../src/portfolio/item-edits';
import { PortfolioImageStore } from '../../src/portfolio/portfolio-image-store';
import { PortfolioItem } from '../../src/portfolio/portfolio-item.entity';
import { PortfolioSchedule } from '../../src/portfolio/portfolio-schedule';
import { PortfolioService } from '../../src/portfolio/portfolio.service';
import { RecordKinds } from '../../src/revisions/record-kinds';
import { RevisionsService } from '../../src/revisions/revisions.service';
import { SettingsService } from '../../src/settings/settings.service';
import { SiteSettingsRow } from '../../src/settings/site-settings.entity';
import type { MediumDatabase } from '../support/medium-database';

/**
 * The content services (portfolio items, the site settings, the landing texts and their
 * revisions) wired by hand as their modules wire them, on a medium database. Nothing is
 * started: no job runs, the runner only keeps the handlers registered with it.
 */
export function contentServices({ dataSource, config }: MediumDatabase) {
  const audit = new AuditLog(dataSource);
  const runner = new JobRunner(dataSource, config);
  const reads = new PublicReadCache(new ContentVersionService(dataSource), config);
  const media = new MediaService(createObjectStorage(config.mediaStorage), config);
  const pipeline = new ImagePipeline(config);
  const library = new MediaLibraryService(dataSource, pipeline, media, audit);
  const mapper = new CaseStudyMapper(dataSource, media, library);
  const kinds = new RecordKinds();
  const revisions = new RevisionsService(dataSource, audit, runner, config, kinds);
  const edits = new ItemEdits(dataSource, revisions, audit);
  const settings = new SettingsService(
    dataSource.getRepository(SiteSettingsRow),
    reads,
    audit,
    revisions,
  );
  const outbox = new MailOutbox(dataSource, config, audit, runner);
  const schedule = new PortfolioSchedule(
    dataSource,
    runner,
    settings,
    mapper,
    edits,
    outbox,
    config,
  );
  const portfolio = new PortfolioService(
    dataSource.getRepository(PortfolioItem),
    dataSource,
    new PortfolioImageStore(pipeline, media),
    reads,
    mapper,
    audit,
    settings,
    schedule,
    revisions,
    edits,
    library,
  );
  const landing = new LandingService(
    dataSource.getRepository(LandingContentRow),
    reads,
    audit,
    revisions,
  );
  return {
    library,
    revisions,
    kinds,
    runner,
    audit,
    reads,
    mapper,
    edits,
    settings,
    outbox,
    schedule,
    portfolio,
    landing,
  };
}

/** Runs `work` as a request of `user` would: the audit log and revisions name them. */
export function actingAs<T>(user: SessionUser, work: () => Promise<T>): Promise<T> {
  const req = { user, ip: '203.0.113.7' } as unknown as Request;
  // The scope keeps the request only; no answer is written.
  const res = null as unknown as Response;
  return new Promise<T>((resolve, reject) => {
    auditScope(req, res, () => {
      work().then(resolve, reject);
    });
  });
}
