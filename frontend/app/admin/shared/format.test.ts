// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { m } from '~/paraglide/messages';
import { setLocale } from '~/paraglide/runtime';
import { formatDay, formatNumber, isSingular } from './format';

afterEach(() => setLocale('en', { reload: false }));

/** The inbox header's sentence, chosen as the screen chooses it. */
const unreadLine = (count: number) =>
  (isSingular(count) ? m.admin_inbox_unread_one : m.admin_inbox_unread_many)({
    count: formatNumber(count),
  });

describe('counts in words', () => {
  it('French takes the singular for zero and one, English for one alone', () => {
    void setLocale('fr', { reload: false });
    expect([0, 1, 2, 1000].map(isSingular)).toEqual([true, true, false, false]);
    expect(unreadLine(0)).toMatch(/^0 message non lu\./);
    expect(unreadLine(2)).toMatch(/^2 messages non lus\./);
    void setLocale('en', { reload: false });
    expect([0, 1, 2].map(isSingular)).toEqual([false, true, false]);
    expect(unreadLine(0)).toMatch(/^0 unread messages/);
    expect(unreadLine(1)).toMatch(/^1 unread message\b/);
  });
});

describe('days in words', () => {
  it('writes a day the server names as YYYY-MM-DD in the reader’s language, on that day', () => {
    void setLocale('fr', { reload: false });
    expect(formatDay('2026-10-31')).toBe('31 octobre 2026');
    void setLocale('en', { reload: false });
    expect(formatDay('2026-10-31')).toBe('October 31, 2026');
    expect(formatDay('2026-10-31T00:00:00Z')).toBe('');
  });
});
