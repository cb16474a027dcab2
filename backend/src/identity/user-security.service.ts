import { Injectable } from '@nestjs/common';
import type { SecondFactorStatus, SessionUser, StaffSessionAnswer } from '@prism/contracts';
import { AuditLog } from '../audit/audit-log';
import { DomainError } from '../common/domain-error';
import { UsersService } from '../users/users.service';
import { SecondFactorService } from './second-factor/second-factor.service';
import { StaffSessionsService } from './sessions/staff-sessions.service';
import { LoginThrottleService } from './sign-in/login-throttle.service';

/**
 * An owner's security actions on another account (`/api/admin/users/:id/*`): its second
 * factors, its sessions and its sign-in lock. Nobody uses them on their own account.
 */
@Injectable()
export class UserSecurityService {
  constructor(
    private readonly users: UsersService,
    private readonly secondFactors: SecondFactorService,
    private readonly sessions: StaffSessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly audit: AuditLog,
  ) {}

  async secondFactorOf(id: number): Promise<SecondFactorStatus> {
    return this.secondFactors.status(await this.users.findById(id));
  }

  /** Removes every factor of the user and ends their sessions. */
  async resetSecondFactor(actor: SessionUser, id: number): Promise<void> {
    if (actor.id === id) {
      throw new DomainError('own_second_factors');
    }
    await this.secondFactors.reset(id);
  }

  async sessionsOf(id: number): Promise<StaffSessionAnswer[]> {
    return this.sessions.list(await this.users.findById(id), null);
  }

  async endSession(id: number, sid: string): Promise<void> {
    await this.users.findById(id);
    await this.sessions.end(id, sid);
  }

  /** Ends every session of another user. */
  async endSessions(actor: SessionUser, id: number): Promise<void> {
    if (actor.id === id) {
      throw new DomainError('own_sessions');
    }
    await this.sessions.endAllOf(id, 'session.revoke_all');
  }

  /** Lifts the sign-in lock and the code limit on another user's account. */
  async unlock(id: number): Promise<void> {
    const user = await this.users.findById(id);
    await this.throttle.reset(user.username);
    await this.audit.recordAlone({
      action: 'user.unlock',
      target: { type: 'user', id: user.id, label: user.username },
    });
  }
}
