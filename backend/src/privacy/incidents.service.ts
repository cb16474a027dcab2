import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IncidentAnswer, IncidentInput, Page } from '@prism/contracts';
import { DataSource, In } from 'typeorm';
import { csvExport } from '../common/csv-export';
import { keysetPage, type KeysetOrder, type PageRequest } from '../common/keyset';
import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { currentActor } from '../audit/audit-scope';
import { notFound } from '../common/domain-error';
import { PrivacyIncident } from './privacy.entities';

/** The CSV columns: every field of the register, in the regulation's order. */
export const INCIDENT_CSV_HEADER = [
  'id',
  'information',
  'circumstances',
  'occurredFrom',
  'occurredTo',
  'knownOn',
  'peopleConcerned',
  'riskAssessment',
  'risk',
  'commissionNotifiedOn',
  'peopleNotifiedOn',
  'measures',
  'recordedBy',
  'recordedAt',
  'updatedAt',
] as const;

/** The list's order: the incident known last first (knownOn is a day, YYYY-MM-DD). */
const KNOWN_LAST_FIRST: KeysetOrder = [
  { column: 'i.knownOn', type: 'text', direction: 'DESC' },
  { column: 'i.id', type: 'integer', direction: 'DESC' },
];
const KNOWN_FIRST_FIRST: KeysetOrder = [
  { column: 'i.knownOn', type: 'text', direction: 'ASC' },
  { column: 'i.id', type: 'integer', direction: 'ASC' },
];

/**
 * The register of confidentiality incidents (issue 46): owners record and update each
 * incident with the regulation's fields (the schema refuses an incomplete one, naming each
 * field), list it newest known first a page at a time, and export it as CSV. Every change is audited.
 */
@Injectable()
export class Incidents {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  /** A page of the register, the incident known last first. */
  list(request: PageRequest): Promise<Page<IncidentAnswer>> {
    return keysetPage(this.register(), KNOWN_LAST_FIRST, request, (ids) => this.load(ids));
  }

  private register() {
    return this.dataSource.getRepository(PrivacyIncident).createQueryBuilder('i');
  }

  private async load(ids: number[]): Promise<IncidentAnswer[]> {
    return (await this.dataSource.manager.findBy(PrivacyIncident, { id: In(ids) })).map(
      incidentAnswer,
    );
  }

  async create(input: IncidentInput): Promise<IncidentAnswer> {
    const recordedBy = currentActor().user?.username ?? 'system';
    const id = await this.audit.change(
      async (tx) => {
        const result = await tx.insert(PrivacyIncident, { ...input, recordedBy });
        return (result.identifiers[0] as { id: number }).id;
      },
      (created) => ({
        action: 'privacy.incident_create',
        target: { type: 'incident', id: created, label: input.knownOn },
        changes: changesOf(null, { ...input, information: '…', circumstances: '…' }),
      }),
    );
    return this.get(id);
  }

  async update(id: number, input: IncidentInput): Promise<IncidentAnswer> {
    await this.audit.change(
      async (tx) => {
        const before = await tx.findOneBy(PrivacyIncident, { id });
        if (!before) throw notFound('incident');
        await tx.update(PrivacyIncident, { id }, input);
        return before;
      },
      (before) => ({
        action: 'privacy.incident_update',
        target: { type: 'incident', id, label: input.knownOn },
        changes: changesOf(before, input, [
          'occurredFrom',
          'occurredTo',
          'knownOn',
          'peopleConcerned',
          'risk',
          'commissionNotifiedOn',
          'peopleNotifiedOn',
        ]),
      }),
    );
    return this.get(id);
  }

  async get(id: number): Promise<IncidentAnswer> {
    const row = await this.dataSource.manager.findOneBy(PrivacyIncident, { id });
    if (!row) throw notFound('incident');
    return incidentAnswer(row);
  }

  /** The register as CSV lines, oldest first as a register reads, streamed by keyset. */
  exportCsv(): Promise<AsyncGenerator<string>> {
    return csvExport(this.register(), KNOWN_FIRST_FIRST, {
      header: INCIDENT_CSV_HEADER,
      load: (ids) => this.load(ids),
      values: (row) => INCIDENT_CSV_HEADER.map((column) => row[column]),
    });
  }
}

function incidentAnswer(row: PrivacyIncident): IncidentAnswer {
  return {
    id: row.id,
    information: row.information,
    circumstances: row.circumstances,
    occurredFrom: row.occurredFrom,
    occurredTo: row.occurredTo,
    knownOn: row.knownOn,
    peopleConcerned: row.peopleConcerned,
    riskAssessment: row.riskAssessment,
    risk: row.risk,
    commissionNotifiedOn: row.commissionNotifiedOn,
    peopleNotifiedOn: row.peopleNotifiedOn,
    measures: row.measures,
    recordedBy: row.recordedBy,
    recordedAt: row.recordedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
