/**
 * Where library images are used: each module whose records name images by id
 * registers a finder with `MediaLibraryService.registerUses`; the library asks them all
 * for an image's "used in" list and before a delete.
 */
export interface FoundUse {
  /** The library image the record uses. */
  mediaId: number;
  /** The record's id, its name as staff know it, and where they edit it. */
  id: number;
  label: string;
  adminPath: string;
}

/** The records of one kind that use any of `mediaIds` (one entry per record and image). */
export type UsesFinder = (mediaIds: readonly number[]) => Promise<readonly FoundUse[]>;
