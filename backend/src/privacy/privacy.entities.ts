import type {
  ConsentPurpose,
  INCIDENT_RISKS,
  Locale,
  PolicySections,
  PrivacySettings,
  RIGHTS_STATUSES,
  RightsKind,
} from '@prism/contracts';
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

/**
 * A request to use a right (access, rectification, erasure, portability, withdrawal): who
 * (the address), what, when it was received and is due (30 days later), and how it ended.
 * A public request waits for its confirmation link (the token's hash, single use).
 */
@Entity('rights_requests')
@Index('IDX_rights_requests_due', ['status', 'dueAt', 'id'])
@Index('IDX_rights_requests_token', ['tokenHash'], { unique: true })
export class RightsRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 16 })
  kind: RightsKind;

  @Column({ type: 'varchar', length: 12 })
  status: (typeof RIGHTS_STATUSES)[number];

  @Column({ type: 'varchar', length: 2 })
  locale: Locale;

  @Column({ type: 'varchar', length: 8 })
  source: 'public' | 'staff';

  @Column({ type: Date })
  receivedAt: Date;

  @Column({ type: Date })
  dueAt: Date;

  @Column({ type: Date, nullable: true })
  confirmedAt: Date | null;

  @Column({ type: Date, nullable: true })
  closedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  outcome: string | null;

  /** SHA-256 of the confirmation link's token; null once used. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  tokenHash: string | null;

  @Column({ type: Date, nullable: true })
  tokenExpiresAt: Date | null;

  /** The last day a reminder was mailed to the person in charge (YYYY-MM-DD, UTC). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  remindedOn: string | null;
}

/** One confidentiality incident, with the fields the regulation names (issue 46). */
@Entity('privacy_incidents')
@Index('IDX_privacy_incidents_known', ['knownOn', 'id'])
export class PrivacyIncident {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  information: string;

  @Column({ type: 'text' })
  circumstances: string;

  /** Dates as YYYY-MM-DD: the regulation asks for days, not instants. */
  @Column({ type: 'varchar', length: 10 })
  occurredFrom: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  occurredTo: string | null;

  @Column({ type: 'varchar', length: 10 })
  knownOn: string;

  @Column({ type: 'integer' })
  peopleConcerned: number;

  @Column({ type: 'text' })
  riskAssessment: string;

  @Column({ type: 'varchar', length: 16 })
  risk: (typeof INCIDENT_RISKS)[number];

  @Column({ type: 'varchar', length: 10, nullable: true })
  commissionNotifiedOn: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  peopleNotifiedOn: string | null;

  @Column({ type: 'text' })
  measures: string;

  @Column({ type: 'varchar', length: 50 })
  recordedBy: string;

  @CreateDateColumn()
  recordedAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;
}

export const PRIVACY_ENTITIES = [
  PrivacySettingsRow,
  PrivacyPolicyVersion,
  ConsentRecord,
  RightsRequest,
  PrivacyIncident,
];
