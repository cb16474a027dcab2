import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DEFAULT_PRIVACY_SETTINGS,
  POLICY_SECTIONS,
  privacySettingsSchema,
  type PolicySections,
  type PrivacyPolicyAnswer,
  type PrivacyPolicySummary,
  type PrivacySettings,
  type PublicPrivacyAnswer,
} from '@prism/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { currentActor } from '../audit/audit-scope';
import { fixedTarget } from '../audit/fixed-targets';
import { DomainError, notFound } from '../common/domain-error';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { RecordKinds } from '../revisions/record-kinds';
import { PRIVACY_SETTINGS_ID } from '../revisions/record-snapshots';
import { RevisionsService } from '../revisions/revisions.service';
import { User } from '../users/user.entity';
import { SHIPPED_POLICY, SHIPPED_POLICY_DATE } from './default-policy';
import { PrivacyPolicyVersion, PrivacySettingsRow } from './privacy.entities';
import { fieldsOf, settingsOf } from './privacy-settings-fields';

const ROW_ID = 1;
const RECORD = { kind: 'privacy', recordId: PRIVACY_SETTINGS_ID } as const;

/** The shipped policy as version 1 (it has no row). */
const SHIPPED: PrivacyPolicyAnswer = {
  version: 1,
  publishedAt: SHIPPED_POLICY_DATE.toISOString(),
  publishedBy: 'system',
  sections: SHIPPED_POLICY,
};

/**
 * The privacy settings (person in charge, lead retention, news opt-in) and the privacy
 * policy's versions (issue 46). The settings are an editable record with revisions, saved
 * as the site settings are: merged over a colleague's change to another field. Publishing
 * a policy adds a version; none is ever changed or removed, so a consent record's version
 * always names the text the person saw.
 */
@Injectable()
export class PrivacyService implements OnModuleInit {
  private readonly logger = new Logger('Privacy');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reads: PublicReadCache,
    private readonly audit: AuditLog,
    private readonly revisions: RevisionsService,
    private readonly kinds: RecordKinds,
  ) {}

  onModuleInit(): void {
    this.kinds.define('privacy', {
      fixedId: PRIVACY_SETTINGS_ID,
      exists: () => Promise.resolve(true),
      lock: () => Promise.resolve(),
      snapshot: async (tx) => fieldsOf(await this.settings(tx)),
      lastChange: async (tx) =>
        (await tx.findOneBy(PrivacySettingsRow, { id: ROW_ID }))?.updatedAt ?? null,
      restore: async (tx, _id, fields) => {
        const parsed = privacySettingsSchema.safeParse(settingsOf(fields));
        if (!parsed.success) throw new DomainError('revision_unfit');
        await tx.upsert(PrivacySettingsRow, { id: ROW_ID, data: parsed.data }, ['id']);
        return fixedTarget('settings:privacy');
      },
    });
  }

  /** The stored settings, or the defaults while none are stored. */
  async settings(manager: EntityManager = this.dataSource.manager): Promise<PrivacySettings> {
    const row = await manager.findOneBy(PrivacySettingsRow, { id: ROW_ID });
    if (!row) return this.defaults(manager);
    const parsed = privacySettingsSchema.safeParse(row.data);
    if (parsed.success) return parsed.data;
    this.logger.warn('Stored privacy settings are invalid; using the defaults');
    return this.defaults(manager);
  }

  /**
   * The defaults, with the person in charge named by the law's default: the person with the
   * highest authority, which in Prism is an owner, so the first owner's account name (the
   * oldest owner account); the shipped title only while no owner exists (docs/privacy.md).
   */
  private async defaults(manager: EntityManager): Promise<PrivacySettings> {
    const defaults = structuredClone(DEFAULT_PRIVACY_SETTINGS);
    const [firstOwner] = await manager.find(User, {
      select: { id: true, username: true },
      where: { role: 'owner' },
      order: { id: 'ASC' },
      take: 1,
    });
    if (firstOwner) defaults.officer.name = firstOwner.username;
    return defaults;
  }

  /**
   * Saves the whole document: the fields the person changed since the version they started
   * from (`expected`, their If-Match), laid over a colleague's change to another field; 409
   * naming the field both changed (`officer.email`). The revision and the audit entry are
   * written in the same transaction.
   */
  async saveSettings(settings: PrivacySettings, expected: number | null): Promise<PrivacySettings> {
    await this.dataSource.transaction(async (tx) => {
      const edit = await this.revisions.open(tx, RECORD, expected);
      const before = await this.settings(tx);
      const merged = privacySettingsSchema.safeParse(
        settingsOf(await this.revisions.mergeDocument(tx, edit, fieldsOf(settings))),
      );
      if (!merged.success) throw new DomainError('merge_unfit');
      await tx.upsert(PrivacySettingsRow, { id: ROW_ID, data: merged.data }, ['id']);
      await this.revisions.write(tx, edit);
      await this.audit.record(tx, {
        action: 'privacy.settings',
        target: fixedTarget('settings:privacy'),
        changes: changesOf(flatten(before), flatten(merged.data)),
      });
    });
    return this.settings();
  }

  /** The version in force: the latest published, else the shipped one. */
  async current(manager: EntityManager = this.dataSource.manager): Promise<PrivacyPolicyAnswer> {
    const [latest] = await manager.find(PrivacyPolicyVersion, {
      order: { version: 'DESC' },
      take: 1,
    });
    return latest ? policyAnswer(latest) : SHIPPED;
  }

  /** Every published version, newest first, the shipped one last. */
  async versions(): Promise<PrivacyPolicySummary[]> {
    const rows = await this.dataSource.manager.find(PrivacyPolicyVersion, {
      select: { version: true, publishedAt: true, publishedBy: true },
      order: { version: 'DESC' },
    });
    const { sections: _shipped, ...shipped } = SHIPPED;
    return [...rows.map(({ sections: _s, ...row }) => summaryOf(row)), shipped];
  }

  async version(version: number): Promise<PrivacyPolicyAnswer> {
    if (version === 1) return SHIPPED;
    const row = await this.dataSource.manager.findOneBy(PrivacyPolicyVersion, { version });
    if (!row) throw notFound('policy_version');
    return policyAnswer(row);
  }

  /** Whether a version was ever published (a consent record must name one). */
  async exists(version: number, manager: EntityManager): Promise<boolean> {
    if (version === 1) return true;
    return (await manager.countBy(PrivacyPolicyVersion, { version })) > 0;
  }

  /**
   * Publishes a new version: the next number, today's date. Two owners publishing at once
   * both get a version (the loser of the race for a number retries once).
   */
  async publish(sections: PolicySections): Promise<PrivacyPolicyAnswer> {
    const publishedBy = currentActor().user?.username ?? 'system';
    const attempt = () =>
      this.audit.change(
        async (tx) => {
          const before = await this.current(tx);
          const version = before.version + 1;
          await tx.insert(PrivacyPolicyVersion, { version, sections, publishedBy });
          return { before, version };
        },
        ({ before, version }) => ({
          action: 'privacy.policy_publish',
          target: fixedTarget('privacy:policy'),
          changes: {
            ...changesOf({ version: before.version }, { version }),
            ...changesOf(
              Object.fromEntries(
                POLICY_SECTIONS.map((k) => [k, JSON.stringify(before.sections[k])]),
              ),
              Object.fromEntries(POLICY_SECTIONS.map((k) => [k, JSON.stringify(sections[k])])),
            ),
          },
        }),
      );
    const { version } = await attempt().catch(() => attempt());
    return this.version(version);
  }

  /** What every public page shows, kept per content version like the other public reads. */
  publicAnswer(): Promise<PublicAnswer<PublicPrivacyAnswer>> {
    return this.reads.answer('privacy', async () => {
      const [settings, policy] = await Promise.all([this.settings(), this.current()]);
      return {
        officer: settings.officer,
        retention: settings.retention,
        newsOptIn: settings.newsOptIn,
        policy: filledIn(policy, settings),
      };
    });
  }
}

function policyAnswer(row: PrivacyPolicyVersion): PrivacyPolicyAnswer {
  return { ...summaryOf(row), sections: row.sections };
}

function summaryOf(
  row: Pick<PrivacyPolicyVersion, 'version' | 'publishedAt' | 'publishedBy'>,
): PrivacyPolicySummary {
  return {
    version: row.version,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy,
  };
}

/** The policy with the retention setting written into its texts. */
function filledIn(policy: PrivacyPolicyAnswer, settings: PrivacySettings): PrivacyPolicyAnswer {
  const months = String(settings.retention.months);
  const fill = (text: string) => text.replaceAll('{retentionMonths}', months);
  const sections = Object.fromEntries(
    POLICY_SECTIONS.map((key) => {
      const { title, body } = policy.sections[key];
      return [key, { title, body: { fr: fill(body.fr), en: fill(body.en) } }];
    }),
  ) as PolicySections;
  return { ...policy, sections };
}

/** The settings as one level of named values, for the audit entry's summary. */
function flatten(settings: PrivacySettings): Record<string, unknown> {
  return {
    officerName: settings.officer.name,
    officerTitleFr: settings.officer.title.fr,
    officerTitleEn: settings.officer.title.en,
    officerEmail: settings.officer.email,
    officerAddress: settings.officer.address,
    retentionMonths: settings.retention.months,
    retentionAction: settings.retention.action,
    newsOptIn: settings.newsOptIn,
  };
}
