import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AuditChanges } from '@prism/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { currentActor } from './audit-scope';
import { AuditRecord } from './audit-entry.entity';

/** What a write path tells the log; who acted and from where come from the request. */
export interface AuditEntry {
  /** `<area>.<verb>`, such as `portfolio.update` or `auth.sign_in_failed`. */
  action: string;
  target?: { type: string; id?: string | number | null; label?: string | null };
  /** The before/after summary, from `changesOf()`: never a secret. */
  changes?: AuditChanges;
  /** Who acted, when the request has no signed-in user yet (a sign-in). */
  actor?: { id: number | null; username: string };
  /**
   * The client's address, when the entry is written after its request was answered (a job
   * resolving a stored request): the request kept it for this.
   */
  ip?: string | null;
}

/** The name an entry gets when no user acted (start-up work, a command-line tool). */
const SYSTEM_ACTOR = 'system';

/**
 * The one way to write the audit log (ADR 026): `record(tx, entry)` inside the
 * transaction of the change, so the change and its entry commit or roll back together.
 */
@Injectable()
export class AuditLog {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Adds the entry inside the caller's open transaction; refuses a manager outside one. */
  async record(tx: EntityManager, entry: AuditEntry): Promise<void> {
    if (!tx.queryRunner?.isTransactionActive) {
      throw new Error(
        `Audit entry ${entry.action} must be recorded inside the change's transaction`,
      );
    }
    const { user, ip: requestIp } = currentActor();
    const ip = entry.ip === undefined ? requestIp : entry.ip;
    const actor = entry.actor ?? (user ? { id: user.id, username: user.username } : null);
    const actorName = (actor?.username ?? SYSTEM_ACTOR).slice(0, 64);
    await tx.insert(AuditRecord, {
      actorId: actor?.id ?? null,
      actorName,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId:
        entry.target?.id === undefined || entry.target.id === null
          ? null
          : String(entry.target.id).slice(0, 64),
      targetLabel: entry.target?.label?.slice(0, 200) ?? null,
      // The summary is a plain JSON document; TypeORM's deep-partial type can't see that.
      changes: (entry.changes ?? {}) as QueryDeepPartialEntity<AuditRecord>['changes'],
      ip: ip?.slice(0, 64) ?? null,
    });
  }

  /**
   * For an event that changes no other row (a failed sign-in, a lifted lock): the entry
   * in a transaction of its own.
   */
  recordAlone(entry: AuditEntry): Promise<void> {
    return this.dataSource.transaction((tx) => this.record(tx, entry));
  }

  /** Runs a change and its entry in one transaction: for writes that had none. */
  change<T>(work: (tx: EntityManager) => Promise<T>, entry: (result: T) => AuditEntry): Promise<T> {
    return this.dataSource.transaction(async (tx) => {
      const result = await work(tx);
      await this.record(tx, entry(result));
      return result;
    });
  }
}
