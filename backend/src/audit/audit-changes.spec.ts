import { AUDIT_LIMITS } from '@prism/contracts';
import { changesOf, SECRET_CHANGED, shortValue } from './audit-changes';

describe('changesOf', () => {
  it('names only the fields that changed, with both values', () => {
    expect(changesOf({ title: 'A', year: '2024' }, { title: 'B', year: '2024' })).toEqual({
      title: { before: 'A', after: 'B' },
    });
  });

  it('has no before for a creation and no after for a deletion', () => {
    expect(changesOf(null, { name: 'Acme' })).toEqual({ name: { after: 'Acme' } });
    expect(changesOf({ name: 'Acme' }, null)).toEqual({ name: { before: 'Acme' } });
  });

  it('never holds a secret: passwords, hashes, tokens, recovery codes show as changed', () => {
    const changes = changesOf(
      { passwordHash: '$argon2id$old', sessionToken: 'a', totpSecret: 'OLD', recoveryCodes: ['a'] },
      { passwordHash: '$argon2id$new', sessionToken: 'b', totpSecret: 'NEW', recoveryCodes: ['b'] },
    );
    expect(changes).toEqual({
      passwordHash: { after: SECRET_CHANGED },
      sessionToken: { after: SECRET_CHANGED },
      totpSecret: { after: SECRET_CHANGED },
      recoveryCodes: { after: SECRET_CHANGED },
    });
    expect(JSON.stringify(changes)).not.toMatch(/argon2|OLD|NEW/);
  });

  it('keeps to the named fields when given', () => {
    expect(changesOf({ a: 1, b: 1 }, { a: 2, b: 2 }, ['a'])).toEqual({
      a: { before: 1, after: 2 },
    });
  });
});

describe('shortValue', () => {
  it('cuts long text and objects to the summary length', () => {
    const long = shortValue('x'.repeat(500));
    expect(typeof long === 'string' && long.length).toBe(AUDIT_LIMITS.summaryValueChars);
    expect(shortValue({ key: 'k' })).toBe('{"key":"k"}');
    expect(shortValue(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(shortValue(undefined)).toBeNull();
  });
});
