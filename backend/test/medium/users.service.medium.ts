/**
 * The rules that keep the agency from locking itself out, on the service and a real
 * database (SQLite and PostgreSQL): nobody changes or deletes their own account, nobody
 * grants a role above their own, only an owner changes an owner, and the last owner stays
 * one, also when two owners demote or delete each other at the same moment.
 */
import { expect } from '@jest/globals';
import { In, Not, type Repository } from 'typeorm';
import { AuditLog } from '../../src/audit/audit-log';
import { PasswordHasher } from '../../src/identity/password-hasher';
import { User } from '../../src/users/user.entity';
import { UsersService } from '../../src/users/users.service';
import { openMediumDatabase, type MediumDatabase } from '../support/medium-database';
import { actorOf, factories } from './factories';

describe('UsersService rules', () => {
  let db: MediumDatabase;
  let service: UsersService;
  let users: Repository<User>;
  let newUser: ReturnType<typeof factories>['newUser'];

  beforeAll(async () => {
    db = await openMediumDatabase();
    users = db.dataSource.getRepository(User);
    service = new UsersService(
      users,
      db.dataSource,
      new PasswordHasher({ env: 'test' }),
      new AuditLog(db.dataSource),
    );
    ({ newUser } = factories(db.dataSource));
  });
  afterAll(() => db.close());

  const reload = (user: User) => users.findOneByOrFail({ id: user.id });

  describe('own row', () => {
    it('refuses changing your own role, and changes nothing', async () => {
      const owner = await newUser({ role: 'owner' });
      await expect(service.changeRole(actorOf(owner), owner.id, 'editor')).rejects.toMatchObject({
        code: 'own_account',
        message: 'You cannot change the role of your own account',
      });
      expect(await reload(owner)).toMatchObject({ role: 'owner' });
    });

    it('refuses deleting your own account, and keeps it', async () => {
      const admin = await newUser({ role: 'admin' });
      await expect(service.delete(actorOf(admin), admin.id)).rejects.toMatchObject({
        code: 'own_account',
        message: 'You cannot delete your own account',
      });
      expect(await users.existsBy({ id: admin.id })).toBe(true);
    });
  });

  describe('grant ceiling', () => {
    it('refuses creating an account above your own role, and writes nothing', async () => {
      const admin = await newUser({ role: 'admin' });
      const before = await users.count();
      await expect(
        service.create(actorOf(admin), {
          username: 'new-owner',
          password: 'secret1',
          role: 'owner',
        }),
      ).rejects.toMatchObject({
        code: 'role_above_own',
        message: 'You cannot grant a role above your own',
      });
      expect(await users.count()).toBe(before);
    });

    it('lets an account create one of its own role', async () => {
      const admin = await newUser({ role: 'admin' });
      const created = await service.create(actorOf(admin), {
        username: 'second-admin',
        password: 'secret1',
        role: 'admin',
      });
      expect(created).toMatchObject({ username: 'second-admin', role: 'admin' });
      expect(await users.existsBy({ id: created.id, role: 'admin' })).toBe(true);
    });

    it('refuses raising another account above your own role', async () => {
      const admin = await newUser({ role: 'admin' });
      const editor = await newUser({ role: 'editor' });
      await expect(service.changeRole(actorOf(admin), editor.id, 'owner')).rejects.toMatchObject({
        code: 'role_above_own',
        message: 'You cannot grant a role above your own',
      });
      expect(await reload(editor)).toMatchObject({ role: 'editor' });
    });

    it('judges the actor by the role in the database, not the one the session carried', async () => {
      const formerOwner = await newUser({ role: 'admin' });
      const editor = await newUser({ role: 'editor' });
      const staleSession = { ...actorOf(formerOwner), role: 'owner' as const };
      await expect(service.changeRole(staleSession, editor.id, 'owner')).rejects.toMatchObject({
        code: expect.stringMatching(/^(role_above_own|owner_only)$/),
      });
      expect((await reload(editor)).role).toBe('editor');
    });
  });

  describe('only an owner changes an owner', () => {
    it('refuses an admin changing or deleting an owner', async () => {
      const admin = await newUser({ role: 'admin' });
      const owner = await newUser({ role: 'owner' });
      await expect(service.changeRole(actorOf(admin), owner.id, 'editor')).rejects.toMatchObject({
        code: 'owner_only',
        message: 'Only an owner can change the role of an owner',
      });
      await expect(service.delete(actorOf(admin), owner.id)).rejects.toMatchObject({
        code: 'owner_only',
        message: 'Only an owner can delete an owner',
      });
      expect(await reload(owner)).toMatchObject({ role: 'owner' });
    });

    it('lets an owner demote another owner, ending that owner’s sessions', async () => {
      const a = await newUser({ role: 'owner' });
      const b = await newUser({ role: 'owner' });
      expect(await service.changeRole(actorOf(a), b.id, 'admin')).toMatchObject({
        id: b.id,
        role: 'admin',
      });
      expect(await reload(b)).toMatchObject({ role: 'admin' });
    });
  });

  describe('the last owner', () => {
    /** Two owners and no other: every other owner row becomes an admin. */
    async function onlyTwoOwners(): Promise<[User, User]> {
      const a = await newUser({ role: 'owner' });
      const b = await newUser({ role: 'owner' });
      await users.update({ role: 'owner', id: Not(In([a.id, b.id])) }, { role: 'admin' });
      return [a, b];
    }

    it.each([1, 2, 3])('stays when two owners demote each other at once (round %i)', async () => {
      const [a, b] = await onlyTwoOwners();
      const results = await Promise.allSettled([
        service.changeRole(actorOf(a), b.id, 'editor'),
        service.changeRole(actorOf(b), a.id, 'editor'),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected');
      expect(['owner_only', 'role_above_own', 'last_owner']).toContain(
        (refused?.reason as { code?: string }).code,
      );
      expect(await users.countBy({ role: 'owner' })).toBe(1);
    });

    it('stays when two owners delete each other at once', async () => {
      const [a, b] = await onlyTwoOwners();
      const results = await Promise.allSettled([
        service.delete(actorOf(a), b.id),
        service.delete(actorOf(b), a.id),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await users.countBy({ role: 'owner' })).toBe(1);
      expect(await users.countBy({ id: In([a.id, b.id]) })).toBe(1);
    });
  });
});
