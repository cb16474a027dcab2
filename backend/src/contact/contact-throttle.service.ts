import { Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config';
import { clientKey } from '@prism/contracts/client-address';
import { RateLimiters, takePoint } from '../throttle/rate-limiters';

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

  take(ip: string): Promise<void> {
    return takePoint(this.perIp, clientKey(ip), 'contact');
  }
}
