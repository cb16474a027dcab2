import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, auditFilterFrom, auditQueryString } from './audit';

describe('audit filter in the address', () => {
  it('reads actor, action, dates and page, dropping anything malformed', () => {
    expect(
      auditFilterFrom(
        new URLSearchParams('actor= ana &action=portfolio.&from=2026-11-01&to=nope&page=-2'),
      ),
    ).toEqual({ actor: 'ana', action: 'portfolio.', from: '2026-11-01', to: '', page: 1 });
  });

  it('writes the list query with its page, and the export query without', () => {
    const filter = { actor: 'ana', action: 'logo.', from: '', to: '2026-11-30' };
    expect(auditQueryString({ ...filter, page: 2 })).toBe(
      `?actor=ana&action=logo.&to=2026-11-30&page=2&pageSize=${AUDIT_PAGE_SIZE}`,
    );
    expect(auditQueryString(filter)).toBe('?actor=ana&action=logo.&to=2026-11-30');
    expect(auditQueryString({ actor: '', action: '', from: '', to: '' })).toBe('');
  });
});
