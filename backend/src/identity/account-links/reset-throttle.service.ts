import { Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppConfig } from '../../config/app-config';
import { clientKey } from '@prism/contracts/client-address';
import { RateLimiters, takePoint } from '../../throttle/rate-limiters';

/**
 * Limits "Forgot password?" requests per client address (an IPv6 /64 counts once) and per
 * account, the address typed, whether or not an account has it: the answer, limit
 * included, is the same for both, so it tells nobody which addresses exist.
 */
@Injectable()
export class ResetThrottle {
  private readonly perIp: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;

  constructor(config: AppConfig, limiters: RateLimiters) {
    const { perIp, perAccount, windowSeconds } = config.resetThrottle;
    this.perIp = limiters.create({
      keyPrefix: 'reset-ip',
      points: perIp,
      durationSeconds: windowSeconds,
    });
    this.perAccount = limiters.create({
      keyPrefix: 'reset-account',
      points: perAccount,
      durationSeconds: windowSeconds,
    });
  }

  /** Takes one request from both counters, or throws 429 with Retry-After. */
  async take(ip: string, email: string): Promise<void> {
    await consume(this.perIp, clientKey(ip));
    await consume(this.perAccount, email);
  }
}

const consume = (limiter: RateLimiterAbstract, key: string) =>
  takePoint(limiter, key, 'password_reset');
