import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config';
import { DomainError } from '../common/domain-error';

/**
 * Limits contact-form submissions per client IP (CONTACT_MAX_PER_IP per
 * CONTACT_WINDOW_SECONDS). The client IP is Express's req.ip, which honours only the
 * trusted proxy hops (TRUST_PROXY), so a forged X-Forwarded-For does not reset it.
 * An IPv6 client usually holds a whole /64, so it counts as one address.
 */
@Injectable()
export class ContactThrottleService {
  private readonly perIp: RateLimiterMemory;

  constructor(config: AppConfig) {
    this.perIp = new RateLimiterMemory({
      keyPrefix: 'contact-ip',
      points: config.contactThrottle.perIp,
      duration: config.contactThrottle.windowSeconds,
    });
  }

  async take(ip: string): Promise<void> {
    try {
      await this.perIp.consume(clientKey(ip));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw new DomainError(
          'too_many_requests',
          `Too many messages sent from your address. Please try again in ${seconds} seconds.`,
          seconds,
        );
      }
      throw rejection;
    }
  }
}

/** The address a limit counts: IPv4 as is (also when IPv4-mapped), IPv6 by its /64. */
export function clientKey(ip: string): string {
  const [address = ip] = ip.split('%');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped) return mapped;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back]
    : front;
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
