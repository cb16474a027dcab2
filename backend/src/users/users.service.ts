import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  roleRank,
  type CreateUserInput,
  type Role,
  type SessionUser,
  type UserDto,
} from '@prism/contracts';
import { DataSource, Repository, type EntityManager } from 'typeorm';
import { PasswordHasher } from './password-hasher';
import { DomainError, notFound } from '../common/domain-error';
import { User } from './user.entity';
import { toUserDto } from './user.mapper';

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
  ) {}

  async list(): Promise<UserDto[]> {
    const users = await this.users.find({ order: { createdAt: 'ASC', id: 'ASC' } });
    return users.map(toUserDto);
  }

  findByUsername(username: string): Promise<User | null> {
    return this.users.findOne({ where: { username } });
  }

  /** The user a token belongs to, if the token's version is still current. */
  async findSessionUser(id: number, tokenVersion: number): Promise<User | null> {
    const user = await this.users.findOne({ where: { id } });
    return user && user.tokenVersion === tokenVersion ? user : null;
  }

  count(): Promise<number> {
    return this.users.count();
  }

  async create(actor: SessionUser, input: Required<CreateUserInput>): Promise<UserDto> {
    this.assertMayGrant(actor, input.role);
    if (await this.findByUsername(input.username)) throw usernameTaken(input.username);
    const user = this.users.create({
      username: input.username,
      passwordHash: await this.hasher.hash(input.password),
      role: input.role,
    });
    return toUserDto(await this.users.save(user));
  }

  async changeRole(actor: SessionUser, id: number, role: Role): Promise<UserDto> {
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
        target.role = role;
        target.tokenVersion += 1; // a new role means a new sign-in
        await tx.save(target);
      }
      return toUserDto(target);
    });
  }

  async delete(actor: SessionUser, id: number): Promise<void> {
    await this.dataSource.transaction(async (tx) => {
      const { target, owners } = await this.lockActorAndTarget(tx, actor, id, 'delete');
      if (target.role === 'owner') assertNotLastOwner(owners);
      await tx.delete(User, { id: target.id });
    });
  }

  /** Ends every session of a user (logout, password change, an owner's revoke). */
  async revokeSessions(id: number): Promise<void> {
    const result = await this.users.increment({ id }, 'tokenVersion', 1);
    if (!result.affected) throw notFound('User');
  }

  async findById(id: number): Promise<User> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw notFound('User');
    return user;
  }

  /**
   * Sets a new password after checking the current one, and ends every other session.
   * Answers the user as it now is, so the caller can issue a fresh token.
   */
  async changePassword(id: number, current: string, next: string): Promise<User> {
    const user = await this.findById(id);
    if (!(await this.hasher.verify(user.passwordHash, current))) {
      throw new DomainError('forbidden', 'Current password is incorrect');
    }
    user.passwordHash = await this.hasher.hash(next);
    user.tokenVersion += 1;
    return this.users.save(user);
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
      throw new DomainError('forbidden', `You cannot ${action} your own account`);
    }
    const lock = pessimisticLock(tx);
    const owners = await tx.find(User, { where: { role: 'owner' }, order: { id: 'ASC' }, ...lock });
    const me = await tx.findOne(User, { where: { id: actor.id }, ...lock });
    if (!me) throw new DomainError('unauthenticated', 'Authentication required');
    const target = await tx.findOne(User, { where: { id }, ...lock });
    if (!target) throw notFound('User');
    if (roleRank(target.role) > roleRank(me.role)) {
      throw new DomainError('forbidden', `Only an owner can ${action} an owner`);
    }
    return { me, target, owners };
  }

  private assertMayGrant(actor: Pick<User, 'role'>, role: Role): void {
    if (roleRank(role) > roleRank(actor.role)) {
      throw new DomainError('forbidden', 'You cannot grant a role above your own');
    }
  }
}

/** Called with the owner rows locked, so two concurrent demotions can't both pass. */
function assertNotLastOwner(owners: User[]): void {
  if (owners.length <= 1) {
    throw new DomainError('conflict', 'The last owner cannot be demoted or deleted');
  }
}

/** PostgreSQL takes row locks; SQLite serialises writers on its own. */
function pessimisticLock(tx: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
  return tx.dataSource.options.type === 'postgres' ? { lock: { mode: 'pessimistic_write' } } : {};
}

function usernameTaken(username: string): DomainError {
  return new DomainError('conflict', `Username '${username}' is already taken`);
}
