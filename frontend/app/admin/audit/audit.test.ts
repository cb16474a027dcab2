// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '~/paraglide/runtime';
import { auditFilterFrom, auditQueryString, changeLines, targetText } from './audit';

describe('audit filter in the address', () => {
  it('reads actor, action and dates, dropping anything malformed', () => {
    expect(
      auditFilterFrom(new URLSearchParams('actor= ana &action=portfolio.&from=2026-11-01&to=nope')),
    ).toEqual({ actor: 'ana', action: 'portfolio.', from: '2026-11-01', to: '' });
  });

  it('writes the query of the list and of the export', () => {
    const filter = { actor: 'ana', action: 'logo.', from: '', to: '2026-11-30' };
    expect(auditQueryString(filter)).toBe('?actor=ana&action=logo.&to=2026-11-30');
    expect(auditQueryString({ actor: '', action: '', from: '', to: '' })).toBe('');
  });
});

describe('audit changes as staff read them', () => {
  it('shows "field: old → new" without JSON quotes, and opens objects field by field', () => {
    expect(
      changeLines({
        name: { before: 'Audit Before', after: 'Audit After' },
        active: { before: true, after: false },
        social: {
          before: '{"instagram":"","x":""}',
          after: '{"instagram":"","x":"https://x.com/prism"}',
        },
        body: { after: 'First call' },
        email: { before: 'ada@example.com' },
        reply: { before: null, after: 'Hi' },
      }),
    ).toEqual([
      { field: 'name', text: 'Audit Before → Audit After' },
      { field: 'active', text: 'true → false' },
      { field: 'social.x', text: 'empty → https://x.com/prism' },
      { field: 'body', text: 'First call' },
      { field: 'email', text: 'was ada@example.com' },
      { field: 'reply', text: 'empty → Hi' },
    ]);
  });

  it('words an empty or removed value in the reader’s language', async () => {
    await setLocale('fr', { reload: false });
    try {
      expect(changeLines({ email: { before: 'ada@example.com' }, reply: { after: '' } })).toEqual([
        { field: 'email', text: 'était ada@example.com' },
        { field: 'reply', text: 'vide' },
      ]);
    } finally {
      await setLocale('en', { reload: false });
    }
  });
});

describe("audit targets in the staff member's language", () => {
  afterEach(() => void setLocale('en', { reload: false }));
  const entry = (targetType: string, targetId: string | null, targetLabel: string | null) => ({
    targetType,
    targetId,
    targetLabel,
  });

  it('words the targets the server names by key in French for a French staff member', () => {
    void setLocale('fr', { reload: false });
    expect(targetText(entry('landing', 'landing', null))).toBe('Page d’accueil');
    expect(targetText(entry('settings', 'site', null))).toBe('Paramètres du site');
    expect(targetText(entry('portfolio', 'order', null))).toBe('Ordre des réalisations');
    expect(targetText(entry('redirect', 'import', '12'))).toBe('Importation de 12 lignes');
    expect(targetText(entry('redirect', 'import', '1'))).toBe('Importation d’une ligne');
    // A record: its kind in words, then staff's own words (a title) as they were written.
    expect(targetText(entry('portfolio', '7', 'Happy Paws'))).toBe(
      'Réalisation «\u00a0Happy Paws\u00a0»',
    );
    expect(targetText(entry('note', '3', 'message 12'))).toBe('Note 3 de la demande 12');
  });

  it('words them in English for an English staff member', () => {
    expect(targetText(entry('landing', 'landing', null))).toBe('Landing page');
    expect(targetText(entry('revisions', 'all', null))).toBe('Revisions');
    expect(targetText(entry('portfolio', '7', 'Happy Paws'))).toBe('Project “Happy Paws”');
    expect(targetText(entry('session', '9f3c2a1b-77', null))).toBe('Session 9f3c2a1b');
    expect(targetText(entry('incident', '4', '2026-11-28'))).toBe(
      'Incident 4 (known on November 28, 2026)',
    );
    expect(targetText(entry('widget', '5', null))).toBe('Record 5');
  });
});
