import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';

/**
 * Limits sign-in attempts per client IP and per username. Points are taken before the
 * password is checked, so parallel attempts can't slip past the limit; a successful
 * sign-in gives the username its points back. Counters expire with the window: an
 * attacker can hold an account locked for one window at a time, never for good.
 */
@Injectable()
export class LoginThrottleService {
  private readonly perIp: RateLimiterMemory;
  private readonly perUsername: RateLimiterMemory;

  constructor(config: AppConfig) {
    const { perIp, perUsername, windowSeconds } = config.loginThrottle;
    this.perIp = new RateLimiterMemory({
      keyPrefix: 'login-ip',
      points: perIp,
      duration: windowSeconds,
    });
    this.perUsername = new RateLimiterMemory({
      keyPrefix: 'login-user',
      points: perUsername,
      duration: windowSeconds,
    });
  }

  async take(ip: string, username: string): Promise<void> {
    await this.consume(this.perIp, ip);
    await this.consume(this.perUsername, usernameKey(username));
  }

  async succeeded(username: string): Promise<void> {
    await this.perUsername.delete(usernameKey(username));
  }

  /** Lifts the lock on an account (an owner's unlock). */
  async reset(username: string): Promise<void> {
    await this.perUsername.delete(usernameKey(username));
  }

  private async consume(limiter: RateLimiterMemory, key: string): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.ceil(rejection.msBeforeNext / 1000);
        throw new DomainError(
          'too_many_requests',
          `Too many login attempts. Please try again in ${seconds} seconds.`,
          seconds,
        );
      }
      throw rejection;
    }
  }
}

const usernameKey = (username: string) => username.trim().toLowerCase();
