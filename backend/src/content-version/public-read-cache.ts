import { Injectable } from '@nestjs/common';
import { ContentVersionService } from './content-version.service';

/** Distinct public reads kept at once (portfolio filters × limits, one item each, logos…). */
const MAX_ENTRIES = 256;

/**
 * Answers of public reads (portfolio, logos, site settings), kept per content version: a
 * read first asks the database for the current version (one primary-key read) and reuses
 * the answer made at that version, else loads it afresh. The version is raised by the
 * database itself in the same transaction as any write to that content (ADR 019), so an
 * answer kept under a version is never older than that version: a request that starts
 * after a write has committed sees the new version and a fresh answer. Per process and
 * bounded, least recently used out first (ADR 020).
 */
@Injectable()
export class PublicReadCache {
  private readonly entries = new Map<string, { version: number; value: unknown }>();

  constructor(private readonly versions: ContentVersionService) {}

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await this.versions.current();
    const kept = this.entries.get(key);
    if (kept) {
      this.entries.delete(key);
      if (kept.version === version) {
        this.entries.set(key, kept);
        return kept.value as T;
      }
    }
    // Shared by every request that reads it: nobody may change it afterwards.
    const value = Object.freeze(await load());
    this.entries.set(key, { version, value });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}
