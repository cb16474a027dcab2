import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { StaffSessionAnswer } from '@prism/contracts';
import { randomUUID } from 'node:crypto';
import { DataSource, LessThan, MoreThan, type EntityManager } from 'typeorm';
import { changesOf } from '../../audit/audit-changes';
import { AuditLog } from '../../audit/audit-log';
import { AppConfig } from '../../config/app-config';
import { DomainError, notFound } from '../../common/domain-error';
import { User } from '../../users/user.entity';
import { endSessionsOf } from './end-sessions';
import { StaffSession } from './staff-session.entity';

/** How stale "last seen" may get before a request writes it again. */
const LAST_SEEN_RESOLUTION_MS = 60_000;
/** The longest text of a user agent kept. */
const USER_AGENT_MAX = 255;

export interface SessionClient {
  ip: string;
  userAgent: string;
}

/**
 * Session records: every sign-in is one, and the row is the session's only truth.
 * A token names its session; deleting the row ends the token, and a row past the session
 * lifetime is dead.
 */
@Injectable()
export class StaffSessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly audit: AuditLog,
  ) {}

  private get rows() {
    return this.dataSource.getRepository(StaffSession);
  }

  /**
   * Records a sign-in and answers its id; dead rows of the user are cleared on the way.
   * The audit entry (a sign-in, or the fresh session of a password change) goes with it.
   */
  async start(
    user: Pick<User, 'id' | 'username'>,
    client: SessionClient,
    action: 'auth.sign_in' | 'session.renew' = 'auth.sign_in',
  ): Promise<string> {
    const id = randomUUID();
    await this.dataSource.transaction(async (tx) => {
      await tx.delete(StaffSession, { userId: user.id, createdAt: LessThan(this.bornAfter()) });
      const now = new Date();
      await tx.insert(StaffSession, {
        id,
        userId: user.id,
        lastSeenAt: now,
        // Signing in is proving who one is: a security change right after needs no more.
        reauthenticatedAt: now,
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent.slice(0, USER_AGENT_MAX),
      });
      await this.audit.record(tx, {
        action,
        actor: { id: user.id, username: user.username },
        target: { type: 'session', id, label: user.username },
        changes: changesOf(null, { userAgent: client.userAgent }),
      });
    });
    return id;
  }

  /**
   * The session's row while it lives (not ended, within the session lifetime); notes that
   * it was seen (once a minute).
   */
  async touch(id: string): Promise<StaffSession | null> {
    const row = await this.rows.findOne({ where: { id, createdAt: MoreThan(this.bornAfter()) } });
    if (!row) return null;
    if (Date.now() - row.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await this.rows.update({ id }, { lastSeenAt: new Date() });
    }
    return row;
  }

  /** The session proved who it is again, recorded with the change. */
  async reauthenticated(
    user: Pick<User, 'id' | 'username'>,
    id: string,
    method: 'password' | 'code',
  ): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const result = await tx.update(
        StaffSession,
        { id, userId: user.id },
        { reauthenticatedAt: new Date() },
      );
      if (!result.affected) throw new DomainError('unauthenticated');
      await this.audit.record(tx, {
        action: 'auth.reauthenticate',
        target: { type: 'session', id, label: user.username },
        changes: changesOf(null, { method }),
      });
    });
  }

  /** The user's live sessions, most recently seen first. */
  async list(user: Pick<User, 'id'>, currentId: string | null) {
    const rows = await this.rows.find({
      where: {
        userId: user.id,
        createdAt: MoreThan(this.bornAfter()),
      },
      order: { lastSeenAt: 'DESC', createdAt: 'DESC' },
    });
    return rows.map((row): StaffSessionAnswer => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      current: row.id === currentId,
    }));
  }

  /** Ends one session of a user. */
  async end(userId: number, id: string): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const result = await tx.delete(StaffSession, { id, userId });
      if (!result.affected) throw notFound('session');
      await this.audit.record(tx, {
        action: 'session.end',
        target: { type: 'session', id },
        changes: { userId: { before: userId } },
      });
    });
  }

  /** Ends every session of a user (a sign-out, an owner's revoke), recorded as `action`. */
  async endAllOf(userId: number, action: 'auth.sign_out' | 'session.revoke_all'): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      if (!(await tx.exists(User, { where: { id: userId } }))) throw notFound('user');
      await endSessionsOf(tx, userId);
      await this.audit.record(tx, { action, target: { type: 'user', id: userId } });
    });
  }

  /** Ends every session of a user inside the caller's transaction (a password set by link). */
  async endAll(tx: EntityManager, userId: number): Promise<void> {
    await endSessionsOf(tx, userId);
  }

  private bornAfter(): Date {
    return new Date(Date.now() - this.config.sessionTtlSeconds * 1000);
  }
}
