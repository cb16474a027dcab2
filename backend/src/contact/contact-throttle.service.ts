import { Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';
import { clientKey } from '@prism/contracts/client-address';
import { RateLimiters } from '../throttle/rate-limiters';

/**
 * Limits contact-form submissions per client IP (CONTACT_MAX_PER_IP per
 * CONTACT_WINDOW_SECONDS). The client IP is Express's req.ip, which honours only the
 * trusted proxy hops (TRUST_PROXY), so a forged X-Forwarded-For does not reset it.
 */
@Injectable()
export class ContactThrottleService {
  private readonly perIp: RateLimiterAbstract;

  constructor(config: AppConfig, limiters: RateLimiters) {
    this.perIp = limiters.create({
      keyPrefix: 'contact-ip',
      points: config.contactThrottle.perIp,
      durationSeconds: config.contactThrottle.windowSeconds,
    });
  }

  async take(ip: string): Promise<void> {
    try {
      await this.perIp.consume(clientKey(ip));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new DomainError(
          'rate_limited',
          { seconds, limit: 'contact' },
          { retryAfterSeconds: seconds },
        );
      }
      throw rejection;
    }
  }
}
