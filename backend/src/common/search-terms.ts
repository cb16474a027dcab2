/** Accents stripped (NFD) and lower-cased: how a search and what it searches compare. */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Words of a search used at most: enough for a name and a company, bounded in cost. */
const MAX_TERMS = 8;

export interface SearchTerms {
  /** The words, accents and case folded, in the order typed. */
  words: string[];
  /** Whether the last word may be the start of a longer one (nothing typed after it). */
  lastIsPrefix: boolean;
}

/**
 * The words of a search (the inbox's, the media library's): letters and digits, folded as
 * above. Punctuation separates words (`ada@example.com` is `ada example com`), as in what
 * is searched. Each word must be a whole word there, except the last when the search ends
 * with it, which may be the start of one (search as you type): `quartz` finds
 * "QUARTZMAIL", `100%` finds "100%" but not "1000".
 */
export function searchTerms(q: string): SearchTerms {
  const folded = foldText(q);
  const words = (folded.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
  return { words, lastIsPrefix: /[\p{L}\p{N}]$/u.test(folded) };
}
