import type { Role, SessionUser } from '@prism/contracts';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { User } from '../../src/users/user.entity';

/**
 * Rows for medium tests, written straight to the database. Only what a test names is
 * set; the rest gets a fresh, unique value. The password hash is a placeholder: these
 * users never sign in (hashing is the large tests' business).
 */
export function factories(dataSource: DataSource) {
  const users = dataSource.getRepository(User);
  return {
    newUser: async (fields: { role?: Role; username?: string } = {}): Promise<User> =>
      users.save(
        users.create({
          username: fields.username ?? `user-${randomBytes(5).toString('hex')}`,
          role: fields.role ?? 'editor',
          passwordHash: 'not-a-real-hash',
        }),
      ),
  };
}

/** The signed-in user as a request carries it (what the services receive as the actor). */
export const actorOf = (user: User): SessionUser => ({
  id: user.id,
  username: user.username,
  role: user.role,
  locale: user.locale,
});
