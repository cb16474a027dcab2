import type { SessionUser, UserAnswer } from '@prism/contracts';
import type { User } from './user.entity';

/** What leaves the server about a user: never the hash. */
export const toUserAnswer = (u: User): UserAnswer => ({
  id: u.id,
  username: u.username,
  role: u.role,
  createdAt: u.createdAt.toISOString(),
  email: u.email,
  notifyNewLeads: u.notifyNewLeads,
  locale: u.locale,
});

export const toSessionUser = (u: User): SessionUser => ({
  id: u.id,
  username: u.username,
  role: u.role,
  locale: u.locale,
});
