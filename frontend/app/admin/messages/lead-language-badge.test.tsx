import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LeadLanguageBadge } from './lead-language-badge';
import { renderAdmin } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';

describe('LeadLanguageBadge', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it.each([
    ['fr', 'FR', 'Sent from a French page: reply in French'],
    ['en', 'EN', 'Sent from an English page: reply in English'],
  ] as const)('marks a lead in %s', (locale, short, long) => {
    renderAdmin(<LeadLanguageBadge locale={locale} />);
    const badge = screen.getByTestId('lead-language');
    expect(badge.getAttribute('title')).toBe(long);
    expect(badge.textContent).toBe(`${short}${long}`);
  });

  it('speaks French to a French-speaking staff member', async () => {
    await setLocale('fr', { reload: false });
    renderAdmin(<LeadLanguageBadge locale="en" />);
    expect(screen.getByTestId('lead-language').getAttribute('title')).toBe(
      'Demande envoyée depuis une page en anglais\u00a0: répondez en anglais',
    );
  });
});
