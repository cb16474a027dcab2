import type { ObjectInfo, ObjectStorage } from './storage/object-storage';

export interface SweepOptions {
  /** List the orphans, remove nothing. */
  dryRun: boolean;
  /**
   * Objects younger than this are left alone: an upload stores its objects a moment
   * before its row commits, and must not lose them to a sweep in between.
   */
  minAgeMs: number;
  now?: Date;
}

export interface SweepResult {
  scanned: number;
  /** Objects no row names and old enough to go (removed unless dryRun). */
  orphans: ObjectInfo[];
  /** Objects no row names yet, but younger than minAgeMs. */
  tooRecent: number;
  removed: number;
}

/**
 * Removes objects under the prefixes that no row references. The store is listed BEFORE
 * the references are read, so a row committed in between protects its objects.
 */
export async function sweepOrphans(
  storage: ObjectStorage,
  prefixes: readonly string[],
  loadReferencedKeys: () => Promise<Set<string>>,
  options: SweepOptions,
): Promise<SweepResult> {
  const listed: ObjectInfo[] = [];
  for (const prefix of prefixes) {
    for await (const object of storage.list(prefix)) listed.push(object);
  }
  const referenced = await loadReferencedKeys();
  const cutoff = (options.now ?? new Date()).getTime() - options.minAgeMs;
  const unreferenced = listed.filter((o) => !referenced.has(o.key));
  const orphans = unreferenced.filter((o) => o.lastModified.getTime() <= cutoff);
  let removed = 0;
  if (!options.dryRun) {
    for (const orphan of orphans) {
      await storage.delete(orphan.key);
      removed += 1;
    }
  }
  return {
    scanned: listed.length,
    orphans,
    tooRecent: unreferenced.length - orphans.length,
    removed,
  };
}
