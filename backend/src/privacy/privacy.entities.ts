import type { ConsentPurpose, Locale, PolicySections, PrivacySettings } from '@prism/contracts';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

/** One row (id 1): the person in charge, the lead retention and the news opt-in switch. */
@Entity('privacy_settings')
export class PrivacySettingsRow {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'simple-json' })
  data: PrivacySettings;

  @UpdateDateColumn()
  updatedAt: Date;
}

/**
 * A published version of the privacy policy, never changed once written: a change is the
 * next version. Version 1 is the shipped text (default-policy.ts) and has no row.
 */
@Entity('privacy_policies')
export class PrivacyPolicyVersion {
  @PrimaryColumn({ type: 'integer' })
  version: number;

  @Column({ type: 'simple-json' })
  sections: PolicySections;

  @Column({ type: 'varchar', length: 50 })
  publishedBy: string;

  @CreateDateColumn()
  publishedAt: Date;
}

/**
 * What a person agreed to when they sent the contact form: the purpose, the policy version
 * and language they saw, when, and how the form was sent. Goes with its lead.
 */
@Entity('consent_records')
@Index('IDX_consent_records_message', ['contactMessageId'])
@Index('IDX_consent_records_email', ['email'])
export class ConsentRecord {
  @PrimaryGeneratedColumn()
  id: number;

  /** The lead; not a foreign key, like every link to a lead. */
  @Column({ type: 'integer' })
  contactMessageId: number;

  /** The address the consent is about (in lower case), so a rights request finds it. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: ConsentPurpose;

  @Column({ type: 'integer' })
  policyVersion: number;

  @Column({ type: 'varchar', length: 2 })
  locale: Locale;

  @Column({ type: 'varchar', length: 8 })
  channel: 'script' | 'form' | 'api';

  @Column({ type: Date })
  givenAt: Date;

  @Column({ type: Date, nullable: true })
  withdrawnAt: Date | null;
}

export const PRIVACY_ENTITIES = [PrivacySettingsRow, PrivacyPolicyVersion, ConsentRecord];
