import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  roleRank,
  type CreateUserInput,
  type Locale,
  type Role,
  type SessionUser,
  type UserAnswer,
} from '@prism/contracts';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { PasswordHasher } from '../identity/password-hasher';
import { DomainError, notFound } from '../common/domain-error';
import { User } from './user.entity';
import { toUserAnswer } from './user.mapper';
import { usernameKey } from './username-key';
import { endSessionsOf } from '../identity/sessions/end-sessions';

/**
 * Staff accounts. The rules that keep the agency from locking itself out live here:
 * nobody changes or deletes their own account, nobody grants a role above their own,
 * only an owner changes an owner, and the last owner stays an owner.
 */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<UserAnswer[]> {
    const users = await this.users.find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return users.map(toUserAnswer);
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOne({ where: { username } });
  }

  /** The user of a live session row, or null once deleted. */
  findSessionUser(id: number): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  count(): Promise<number> {
    return this.users.count();
  }

  async create(
    actor: SessionUser,
    input: Omit<Required<CreateUserInput>, 'email'> & { email?: string | null },
  ): Promise<UserAnswer> {
    this.assertMayGrant(actor, input.role);
    if (await this.users.exists({ where: { usernameKey: usernameKey(input.username) } })) {
      throw usernameTaken(input.username);
    }
    if (input.email) await this.assertEmailFree(input.email);
    const user = this.users.create({
      username: input.username,
      passwordHash: await this.hasher.hash(input.password),
      role: input.role,
      email: input.email ?? null,
    });
    return this.dataSource.transaction(async (tx) => {
      const saved = await tx.save(user);
      await this.audit.record(tx, {
        action: 'user.create',
        target: userTarget(saved),
        changes: changesOf(null, saved, AUDITED_USER_FIELDS),
      });
      return toUserAnswer(saved);
    });
  }

  /**
   * Changes a user's address, new-lead switch and language. The caller decides who may
   * (the user themselves, or an owner); the address stays unique among users.
   */
  async updateProfile(
    id: number,
    input: { email?: string | null; notifyNewLeads?: boolean; locale?: Locale | null },
  ): Promise<UserAnswer> {
    const user = await this.findById(id);
    const before = { email: user.email, notifyNewLeads: user.notifyNewLeads, locale: user.locale };
    if (input.email !== undefined && input.email !== user.email) {
      if (input.email) await this.assertEmailFree(input.email, id);
      user.email = input.email;
    }
    if (input.notifyNewLeads !== undefined) user.notifyNewLeads = input.notifyNewLeads;
    if (input.locale !== undefined) user.locale = input.locale;
    return this.dataSource.transaction(async (tx) => {
      const saved = await tx.save(user);
      await this.audit.record(tx, {
        action: 'user.profile',
        target: userTarget(saved),
        changes: changesOf(before, saved, ['email', 'notifyNewLeads', 'locale']),
      });
      return toUserAnswer(saved);
    });
  }

  private async assertEmailFree(email: string, exceptId?: number): Promise<void> {
    const holder = await this.users.findOne({ where: { email } });
    if (holder && holder.id !== exceptId) {
      throw new DomainError('email_taken', { email });
    }
  }

  async changeRole(actor: SessionUser, id: number, role: Role): Promise<UserAnswer> {
    return this.dataSource.transaction(async (tx) => {
      const { me, target, owners } = await this.lockActorAndTarget(
        tx,
        actor,
        id,
        'change the role of',
      );
      this.assertMayGrant(me, role);
      if (target.role === 'owner' && role !== 'owner') assertNotLastOwner(owners);
      if (target.role !== role) {
        const before = target.role;
        target.role = role;
        await tx.save(target);
        await endSessionsOf(tx, target.id); // a new role means a new sign-in
        await this.audit.record(tx, {
          action: 'user.role',
          target: userTarget(target),
          changes: { role: { before, after: role } },
        });
      }
      return toUserAnswer(target);
    });
  }

  async delete(actor: SessionUser, id: number): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const { target, owners } = await this.lockActorAndTarget(tx, actor, id, 'delete');
      if (target.role === 'owner') assertNotLastOwner(owners);
      await tx.delete(User, { id: target.id });
      await this.audit.record(tx, {
        action: 'user.delete',
        target: userTarget(target),
        changes: changesOf(target, null, AUDITED_USER_FIELDS),
      });
    });
  }

  async findById(id: number): Promise<User> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw notFound('user');
    return user;
  }

  /**
   * Sets a new password after checking the current one, and ends every session of the
   * user; the caller starts the current one anew with a fresh token.
   */
  async changePassword(id: number, current: string, next: string): Promise<User> {
    const user = await this.findById(id);
    if (!(await this.hasher.verify(user.passwordHash, current))) {
      throw new DomainError('wrong_current_password');
    }
    user.passwordHash = await this.hasher.hash(next);
    return this.dataSource.transaction(async (tx) => {
      const saved = await tx.save(user);
      await endSessionsOf(tx, id);
      await this.audit.record(tx, {
        action: 'user.password',
        target: userTarget(saved),
        changes: changesOf(null, { password: true }),
      });
      return saved;
    });
  }

  /**
   * Locks the owner rows (always first, in id order, so concurrent changes can't
   * deadlock), then re-reads the actor, whose role may have changed since the request
   * was authenticated, and the target.
   */
  private async lockActorAndTarget(
    tx: EntityManager,
    actor: SessionUser,
    id: number,
    action: string,
  ): Promise<{ me: User; target: User; owners: User[] }> {
    if (actor.id === id) {
      throw new DomainError('own_account', { action });
    }
    const lock = pessimisticLock(tx);
    const owners = await tx.find(User, { where: { role: 'owner' }, order: { id: 'ASC' }, ...lock });
    const me = await tx.findOne(User, { where: { id: actor.id }, ...lock });
    if (!me) throw new DomainError('unauthenticated');
    const target = await tx.findOne(User, { where: { id }, ...lock });
    if (!target) throw notFound('user');
    if (roleRank(target.role) > roleRank(me.role)) {
      throw new DomainError('owner_only', { action });
    }
    return { me, target, owners };
  }

  private assertMayGrant(actor: Pick<User, 'role'>, role: Role): void {
    if (roleRank(role) > roleRank(actor.role)) {
      throw new DomainError('role_above_own');
    }
  }
}

/** The account fields an entry names (never the password hash). */
const AUDITED_USER_FIELDS = ['username', 'role', 'email'] as const;

function userTarget(user: Pick<User, 'id' | 'username'>) {
  return { type: 'user', id: user.id, label: user.username };
}

/** Called with the owner rows locked, so two concurrent demotions can't both pass. */
function assertNotLastOwner(owners: User[]): void {
  if (owners.length <= 1) {
    throw new DomainError('last_owner');
  }
}

/** PostgreSQL takes row locks; SQLite serialises writers on its own. */
function pessimisticLock(tx: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
  return tx.dataSource.options.type === 'postgres' ? { lock: { mode: 'pessimistic_write' } } : {};
}

/** Taken under the same key the limits count with: `EDITOR-X` is taken by `editor-x`. */
export function usernameTaken(username: string): DomainError {
  return new DomainError('username_taken', { username });
}
