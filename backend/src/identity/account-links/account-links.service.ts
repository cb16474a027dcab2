import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  INVITE_LINK_HOURS,
  RESET_LINK_MINUTES,
  roleRank,
  type AccountLinkAnswer,
  type AccountLinkPurpose,
  type Locale,
  type PendingInvitation,
  type Role,
  type SessionUser,
  type UserAnswer,
} from '@prism/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, IsNull, MoreThan, type EntityManager } from 'typeorm';
import { changesOf } from '../../audit/audit-changes';
import { AuditLog } from '../../audit/audit-log';
import { AppConfig } from '../../config/app-config';
import { DomainError, notFound } from '../../common/domain-error';
import { JobRunner } from '../../jobs/job-runner';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { MailWorker } from '../../mail/mail-worker';
import { StaffSessionsService } from '../sessions/staff-sessions.service';
import { PasswordHasher } from '../password-hasher';
import { mailLocaleOf, siteDefaultLocale } from '../../settings/default-locale';
import { User } from '../../users/user.entity';
import { toUserAnswer } from '../../users/user.mapper';
import { usernameKey } from '../../users/username-key';
import { usernameTaken } from '../../users/users.service';
import { AccountLink } from './account-link.entity';
import { PasswordResetRequest } from './password-reset-request.entity';
import { accountLinkUrl, renderInvitation, renderPasswordReset } from './account-link-mail';

/** The lifetime of each kind of link. */
const LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  reset: RESET_LINK_MINUTES * 60_000,
  invite: INVITE_LINK_HOURS * 3_600_000,
};

/** The one answer to "Forgot password?", whether or not an account has the address. */
export const RESET_REQUESTED =
  'If an account has this address, an e-mail with a link to choose a new password is on its way.';

/** The job runner's name for resolving stored "Forgot password?" requests. */
export const RESET_REQUESTS_JOB = 'auth.reset_requests';
/** Requests one pass reads at a time. */
const RESOLVE_BATCH = 20;
/**
 * The job's safety net: each request wakes it (`resolveResetsNow`), so the interval only
 * matters for a request whose copy stopped before waking it. Every poll, it held an idle
 * SQLite API's event loop 20-30 ms every five seconds for nothing.
 */
const RESOLVE_EVERY_MS = 60_000;

const randomToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Password-reset and invitation links (ADR 032): a random token goes out by e-mail
 * through the outbox, in the transaction that stores its hash; using it once sets the
 * password, retires the user's other links and ends every session of the user.
 */
@Injectable()
export class AccountLinksService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
    private readonly worker: MailWorker,
    private readonly sessions: StaffSessionsService,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditLog,
    private readonly runner: JobRunner,
  ) {}

  onModuleInit(): void {
    // Registered whatever the mail settings: without a relay the link's mail waits in the
    // outbox, as every other mail does, and the request must still be resolved.
    this.runner.every(RESET_REQUESTS_JOB, RESOLVE_EVERY_MS, ({ signal }) =>
      this.resolveResets(signal),
    );
  }

  /**
   * "Forgot password?": stores the request for the job that resolves it (ADR 073). The
   * address is not looked at here: every request runs the same one-row insert, whatever
   * the address, so the answer's timing cannot tell whether an account has it. The answer
   * goes out once the row is committed, so nothing answered is lost.
   */
  async requestReset(email: string, ip: string | null): Promise<void> {
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(PasswordResetRequest)
      .values({ email, ip })
      // Nothing to read back: the same single statement on both databases.
      .updateEntity(false)
      .execute();
  }

  /** Wakes the job that resolves stored requests (the same call for every request). */
  resolveResetsNow(): void {
    this.runner.runNow(RESET_REQUESTS_JOB);
  }

  /** The job: resolves stored requests, oldest first, until none is left. */
  private async resolveResets(signal: AbortSignal): Promise<void> {
    const requests = this.dataSource.getRepository(PasswordResetRequest);
    for (;;) {
      const batch = await requests.find({ order: { id: 'ASC' }, take: RESOLVE_BATCH });
      if (batch.length === 0) return;
      let queued = false;
      for (const request of batch) {
        if (signal.aborted) return;
        queued = (await this.resolveReset(request)) || queued;
      }
      if (queued) this.worker.wake();
    }
  }

  /**
   * Resolves one request in one transaction: deleting its row claims it (a second run
   * finds nothing to do), then, if an account has the address, its link and mail are
   * written; either way the audit entry is recorded. Answers whether a mail was queued.
   *
   * Every address runs the same statements (issue 44): on SQLite the driver holds the
   * event loop for each, so a job that did less for an unknown address showed in the time
   * of the answers sent beside it. For an unknown address the two rows are written for the
   * address typed and undone with their savepoint: nothing of it is kept.
   */
  private resolveReset(request: PasswordResetRequest): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const claimed = await tx.delete(PasswordResetRequest, { id: request.id });
      if (!claimed.affected) return false;
      const found = await tx.findOne(User, { where: { email: request.email } });
      const holder = found?.email ? found : null;
      const siteLocale = await siteDefaultLocale(tx);
      await tx.query('SAVEPOINT reset_request');
      const mail = (link: string) => ({
        kind: 'password_reset' as const,
        recipient: request.email,
        mail: renderPasswordReset(holder?.username ?? VISITOR, link, holder?.locale ?? siteLocale),
      });
      if (holder) {
        await this.outbox.enqueue(tx, mail(await this.issue(tx, holder, 'reset')));
        await tx.query('RELEASE SAVEPOINT reset_request');
      } else {
        // No link without an account: a mail row without its job stands for the link's row.
        const standIn = accountLinkUrl(this.config.mail.publicUrl, 'reset', randomToken());
        await this.outbox.standIn(tx, mail(standIn));
        await this.outbox.enqueue(tx, mail(standIn));
        await tx.query('ROLLBACK TO SAVEPOINT reset_request');
      }
      // Whoever typed the address is unknown: a run of these shows someone trying it. An
      // address no account has is not kept (its request row goes in this transaction).
      await this.audit.record(tx, {
        action: 'auth.reset_requested',
        actor: { id: null, username: VISITOR },
        target: holder ? userTarget(holder) : { type: 'user', id: null, label: null },
        ip: request.ip,
      });
      return holder !== null;
    });
  }

  /**
   * Creates an account without a usable password and mails its owner a link to choose
   * one. Same rules as creating a user: unique name and address, no role above the actor's.
   */
  async invite(
    actor: SessionUser,
    input: { username: string; email: string; role: Role; locale?: Locale },
  ): Promise<UserAnswer> {
    if (roleRank(input.role) > roleRank(actor.role)) {
      throw new DomainError('role_above_own');
    }
    // Nobody knows this password: the account opens only through the link.
    const unusable = await this.hasher.hash(randomBytes(32).toString('base64url'));
    const user = await this.dataSource.transaction(async (tx) => {
      if (await tx.exists(User, { where: { usernameKey: usernameKey(input.username) } })) {
        throw usernameTaken(input.username);
      }
      if (await tx.findOne(User, { where: { email: input.email } })) {
        throw new DomainError('email_taken', { email: input.email });
      }
      const created = await tx.save(
        tx.create(User, {
          username: input.username,
          email: input.email,
          role: input.role,
          locale: input.locale ?? null,
          passwordHash: unusable,
        }),
      );
      const link = await this.issue(tx, created, 'invite');
      await this.outbox.enqueue(tx, {
        kind: 'invitation',
        recipient: input.email,
        mail: renderInvitation(
          { username: created.username, role: created.role, invitedBy: actor.username, link },
          await mailLocaleOf(tx, created),
        ),
      });
      await this.audit.record(tx, {
        action: 'user.invite',
        target: userTarget(created),
        changes: changesOf(null, input),
      });
      return created;
    });
    this.worker.wake();
    return toUserAnswer(user);
  }

  /** Invited accounts whose link was never used, with the latest link's expiry. */
  async pendingInvitations(): Promise<PendingInvitation[]> {
    const links = await this.dataSource.getRepository(AccountLink).find({
      where: { purpose: 'invite' },
      order: { userId: 'ASC', expiresAt: 'ASC' },
    });
    const pending = new Map<number, Date | null>();
    for (const link of links) {
      // Any used link (one of the user's links retires the others) ends the invitation.
      if (link.usedAt || pending.get(link.userId) === null) pending.set(link.userId, null);
      else pending.set(link.userId, link.expiresAt);
    }
    return [...pending].flatMap(([userId, expiresAt]) =>
      expiresAt ? [invitationOf(userId, expiresAt)] : [],
    );
  }

  /**
   * Mails a pending invitation again with a new link; the earlier links stop working.
   * 409 once the invitation was used, 400 if the account has no address any more.
   */
  async resendInvitation(actor: SessionUser, userId: number): Promise<PendingInvitation> {
    const expiresAt = await this.dataSource.transaction(async (tx) => {
      const user = await tx.findOne(User, { where: { id: userId } });
      if (!user) throw notFound('user');
      if (roleRank(user.role) > roleRank(actor.role)) {
        throw new DomainError('owner_only', { action: 'invite' });
      }
      const links = await tx.find(AccountLink, { where: { userId, purpose: 'invite' } });
      if (links.length === 0 || links.some((link) => link.usedAt)) {
        throw new DomainError('no_pending_invitation');
      }
      if (!user.email) {
        throw new DomainError('user_without_email');
      }
      const now = new Date();
      await tx.update(
        AccountLink,
        { userId, usedAt: IsNull(), expiresAt: MoreThan(now) },
        { expiresAt: now },
      );
      const link = await this.issue(tx, user, 'invite');
      await this.outbox.enqueue(tx, {
        kind: 'invitation',
        recipient: user.email,
        mail: renderInvitation(
          { username: user.username, role: user.role, invitedBy: actor.username, link },
          await mailLocaleOf(tx, user),
        ),
      });
      await this.audit.record(tx, { action: 'user.invite_resend', target: userTarget(user) });
      return new Date(now.getTime() + LIFETIME_MS.invite);
    });
    this.worker.wake();
    return invitationOf(userId, expiresAt);
  }

  /** What a live link is for, so the page can say whose password it sets. */
  async lookup(token: string): Promise<AccountLinkAnswer> {
    const { link, user } = await this.live(this.dataSource.manager, token);
    return {
      purpose: link.purpose,
      username: user.username,
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  /**
   * Sets the password through a link, once: the link is claimed by a conditional update,
   * so of two concurrent uses one wins; the user's other links are retired and every
   * session of the user ends (token version bumped, session records deleted).
   */
  async use(token: string, password: string): Promise<AccountLinkAnswer> {
    const { link, user } = await this.live(this.dataSource.manager, token);
    const passwordHash = await this.hasher.hash(password);
    await this.dataSource.transaction(async (tx) => {
      const now = new Date();
      const claimed = await tx.update(
        AccountLink,
        { id: link.id, usedAt: IsNull(), expiresAt: MoreThan(now) },
        { usedAt: now },
      );
      if (!claimed.affected) throw usedOrExpired(await tx.findOneBy(AccountLink, { id: link.id }));
      // The password or address may have changed since the link was read: read it again
      // inside the claim's transaction (PostgreSQL locks the row; SQLite has one writer).
      const current = await tx.findOne(User, { where: { id: user.id }, ...rowLock(tx) });
      if (!current || !stillMatches(link, current)) throw usedOrExpired(null);
      await tx.update(AccountLink, { userId: user.id, usedAt: IsNull() }, { usedAt: now });
      await tx.update(User, { id: user.id }, { passwordHash });
      await this.sessions.endAll(tx, user.id);
      // Nobody is signed in on this request: the link's owner acted.
      await this.audit.record(tx, {
        action: link.purpose === 'reset' ? 'auth.password_reset' : 'user.invite_accepted',
        actor: { id: user.id, username: user.username },
        target: userTarget(user),
        changes: changesOf(null, { password: '(set)' }),
      });
    });
    return {
      purpose: link.purpose,
      username: user.username,
      expiresAt: link.expiresAt.toISOString(),
    };
  }

  /** Stores a new link's hash and answers the URL that carries its token. */
  private async issue(tx: EntityManager, user: User, purpose: AccountLinkPurpose): Promise<string> {
    const token = randomToken();
    await tx.insert(AccountLink, {
      userId: user.id,
      purpose,
      tokenHash: hashOf(token),
      sentTo: user.email,
      passwordStamp: passwordStampOf(user),
      expiresAt: new Date(Date.now() + LIFETIME_MS[purpose]),
      usedAt: null,
    });
    return accountLinkUrl(this.config.mail.publicUrl, purpose, token);
  }

  /** The link and its user, or 404 (unknown) / 410 (used or expired). */
  private async live(tx: EntityManager, token: string): Promise<{ link: AccountLink; user: User }> {
    const link = await tx.findOne(AccountLink, {
      where: { tokenHash: hashOf(token) },
      relations: { user: true },
    });
    if (!link?.user) {
      // A well-formed token that names no link: the body is valid, the link is not found.
      throw new DomainError('link_invalid');
    }
    if (link.usedAt || link.expiresAt.getTime() <= Date.now()) throw usedOrExpired(link);
    if (!stillMatches(link, link.user)) throw usedOrExpired(null);
    return { link, user: link.user };
  }
}

/** A digest of the account's password hash, so a link can tell when the password changed. */
const passwordStampOf = (user: Pick<User, 'passwordHash'>) => hashOf(user.passwordHash);

/**
 * A link lives only while the account still has the address it was sent to and the
 * password it replaces: a change by any route (the user, an owner, another
 * link) ends it. Links from before these rules carry no stamps and are judged by age only.
 */
function stillMatches(link: AccountLink, user: Pick<User, 'email' | 'passwordHash'>): boolean {
  if (link.sentTo !== null && link.sentTo !== user.email) return false;
  return link.passwordStamp === null || link.passwordStamp === passwordStampOf(user);
}

/** PostgreSQL takes a row lock; SQLite serialises writers on its own. */
function rowLock(tx: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
  return tx.dataSource.options.type === 'postgres' ? { lock: { mode: 'pessimistic_write' } } : {};
}

/** The actor of an entry made by someone who is not signed in. */
const VISITOR = 'visitor';

const userTarget = (user: User) => ({ type: 'user', id: user.id, label: user.username });

const invitationOf = (userId: number, expiresAt: Date): PendingInvitation => ({
  userId,
  expiresAt: expiresAt.toISOString(),
  expired: expiresAt.getTime() <= Date.now(),
});

function usedOrExpired(link: AccountLink | null): DomainError {
  return link?.usedAt ? new DomainError('link_used') : new DomainError('link_expired');
}
