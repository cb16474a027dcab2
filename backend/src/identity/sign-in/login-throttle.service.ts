import { Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ErrorParams } from '@prism/contracts';
import { AppConfig } from '../../config/app-config';
import { DomainError } from '../../common/domain-error';
import { clientKey } from '@prism/contracts/client-address';
import { RateLimiters, takePoint } from '../../throttle/rate-limiters';
import { usernameKey } from '../../users/username-key';

/** Who is trying to sign in: the client address, the name typed, and a trusted device. */
export interface SignInAttempt {
  ip: string;
  username: string;
  /** The id of a valid device cookie issued to this username, or null. */
  deviceId: string | null;
}

/** The points one attempt took: given back when the attempt could not be checked. */
export interface ThrottleCharge {
  /** The attempt was never judged (the database failed): it costs nothing. */
  refund(): Promise<void>;
  /** The password was right: the counter this attempt was charged to starts over. */
  succeeded(): Promise<void>;
}

/**
 * The account's shared counter refused a client without a device cookie. Answered as the
 * plain 429 it is, unless the password comes with a right second-factor code.
 * The refused attempt is counted like any other; `refund` gives it back when it could not
 * be judged (the database failed).
 */
export class AccountLocked extends DomainError<'rate_limited'> {
  constructor(
    refusal: DomainError,
    readonly refund: () => Promise<void>,
  ) {
    super('rate_limited', refusal.params as ErrorParams<'rate_limited'>, {
      retryAfterSeconds: refusal.retryAfterSeconds,
    });
  }
}

/**
 * Limits password guessing (ADR 030). A client without a device cookie for the account
 * is charged per address (an IPv6 /64 counts once) and per account, the account's counter
 * shared by every address; a client holding a device cookie from an earlier success of
 * that account is charged on that cookie's own counter only, so others' failures never
 * lock it out. Points are taken before the password is checked, so parallel attempts
 * can't slip past a limit; counters expire with the window.
 */
@Injectable()
export class LoginThrottleService {
  private readonly perIp: RateLimiterAbstract;
  private readonly perUsername: RateLimiterAbstract;
  private readonly perDevice: RateLimiterAbstract;
  private readonly codesPerAccount: RateLimiterAbstract;

  constructor(config: AppConfig, limiters: RateLimiters) {
    const { perIp, perUsername, perDevice, codesPerAccount, windowSeconds } = config.loginThrottle;
    const rule = (keyPrefix: string, points: number) =>
      limiters.create({ keyPrefix, points, durationSeconds: windowSeconds });
    this.perIp = rule('login-ip', perIp);
    this.perUsername = rule('login-user', perUsername);
    this.perDevice = rule('login-device', perDevice);
    this.codesPerAccount = rule('login-code', codesPerAccount);
  }

  /**
   * A second-factor code is about to be judged for the account (its password was right).
   * A client holding the account's device cookie was charged on that cookie's counter by
   * `take` and is charged nothing more here; every other client shares one counter per
   * account, whatever its address and whether or not the account is locked, so an
   * attacker who has the password gets the same few codes judged from any number of
   * addresses. It counts refused codes: a code that signs in is given back with the
   * function answered (issue 49), and only the window (or an owner's unlock) ends the rest.
   */
  async takeCode(username: string, deviceId: string | null): Promise<() => Promise<void>> {
    if (deviceId !== null) return async () => {};
    const key = usernameKey(username);
    await consume(this.codesPerAccount, key);
    return () => this.codesPerAccount.reward(key, 1).then(() => undefined);
  }

  async take(attempt: SignInAttempt): Promise<ThrottleCharge> {
    if (attempt.deviceId !== null) {
      const device = attempt.deviceId;
      await consume(this.perDevice, device);
      return {
        refund: () => this.perDevice.reward(device, 1).then(() => undefined),
        succeeded: () => this.perDevice.delete(device).then(() => undefined),
      };
    }
    const ip = clientKey(attempt.ip);
    const account = usernameKey(attempt.username);
    await consume(this.perIp, ip);
    try {
      await consume(this.perUsername, account);
    } catch (error) {
      if (error instanceof DomainError) {
        throw new AccountLocked(error, async () => {
          await this.perIp.reward(ip, 1);
          await this.perUsername.reward(account, 1);
        });
      }
      // The store failed mid-way: the address is not charged for an unjudged attempt.
      await this.perIp.reward(ip, 1).catch(() => undefined);
      throw error;
    }
    return {
      refund: async () => {
        await this.perIp.reward(ip, 1);
        await this.perUsername.reward(account, 1);
      },
      succeeded: () => this.perUsername.delete(account).then(() => undefined),
    };
  }

  /**
   * An attempt that names no account (a second step without a first): charged to its
   * address only, and kept.
   */
  async takeForAddress(ip: string): Promise<void> {
    await consume(this.perIp, clientKey(ip));
  }

  /** Lifts the lock on an account (an owner's unlock). */
  async reset(username: string): Promise<void> {
    await this.perUsername.delete(usernameKey(username));
    await this.codesPerAccount.delete(usernameKey(username));
  }
}

const consume = (limiter: RateLimiterAbstract, key: string) => takePoint(limiter, key, 'sign_in');
