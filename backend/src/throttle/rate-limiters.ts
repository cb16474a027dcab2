import { Injectable } from '@nestjs/common';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { DataSource } from 'typeorm';
import { DomainError, type DomainErrorExtras } from '../common/domain-error';
import { AppConfig } from '../config/app-config';

/** The table the PostgreSQL store counts in; created by a migration, not by the library. */
export const RATE_LIMIT_TABLE = 'rate_limit';

export interface LimitRule {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/**
 * Makes every rate limiter of the API. On PostgreSQL the counters live in the database,
 * so every copy of the API counts against the same limit; the embedded SQLite
 * run is one process, so memory is enough there.
 */
@Injectable()
export class RateLimiters {
  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {}

  create(rule: LimitRule): RateLimiterAbstract {
    const options = {
      keyPrefix: rule.keyPrefix,
      points: rule.points,
      duration: rule.durationSeconds,
    };
    if (this.config.database.type === 'sqlite') return new RateLimiterMemory(options);
    return new RateLimiterPostgres({
      ...options,
      storeClient: this.dataSource,
      storeType: 'typeorm',
      tableName: RATE_LIMIT_TABLE,
      tableCreated: true,
      clearExpiredByTimeout: true,
    });
  }
}

/**
 * Takes one point of `limiter` for `key`. Past the limit: 429 `rate_limited` naming the
 * `limit` and when to try again (Retry-After), with the client's `reason` where it acts on one.
 */
export async function takePoint(
  limiter: RateLimiterAbstract,
  key: string,
  limit: string,
  reason?: DomainErrorExtras['reason'],
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw new DomainError(
      'rate_limited',
      { seconds, limit },
      { retryAfterSeconds: seconds, ...(reason ? { reason } : {}) },
    );
  }
}
