import { Injectable } from '@nestjs/common';
import type { RevisionKind } from '@prism/contracts';
import type { EntityManager } from 'typeorm';
import type { AuditEntry } from '../audit/audit-log';
import type { RevisionFields } from './revision.entity';

/**
 * An editable record another module owns (a page, the navigation): how revisions and the
 * concurrency rule read, lock and restore it. The portfolio item, the settings and the
 * landing texts are built into record-snapshots.ts; a new kind defines itself here instead
 * of teaching the revisions module its tables.
 */
export interface RecordKind {
  /** A one-row record's id (its routes have no `:id`); absent for a kind of many rows. */
  fixedId?: string;
  exists(manager: EntityManager, recordId: string): Promise<boolean>;
  /** Locks a row of a kind of many for the rest of the transaction; 404 when it is gone. */
  lock(tx: EntityManager, recordId: string): Promise<void>;
  /** The whole record as a revision keeps it, or null when it is gone. */
  snapshot(tx: EntityManager, recordId: string): Promise<RevisionFields | null>;
  lastChange(tx: EntityManager, recordId: string): Promise<Date | null>;
  /** Brings the record back to a revision's fields; answers the audit entry's target. */
  restore(
    tx: EntityManager,
    recordId: string,
    fields: RevisionFields,
  ): Promise<NonNullable<AuditEntry['target']>>;
}

/** The kinds defined by their modules, each once, when the application starts. */
@Injectable()
export class RecordKinds {
  private readonly kinds = new Map<RevisionKind, RecordKind>();

  define(kind: RevisionKind, definition: RecordKind): void {
    if (this.kinds.has(kind)) throw new Error(`Record kind ${kind} is defined twice`);
    this.kinds.set(kind, definition);
  }

  get(kind: RevisionKind): RecordKind | undefined {
    return this.kinds.get(kind);
  }
}
