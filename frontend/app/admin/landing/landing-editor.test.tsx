import { DEFAULT_LANDING } from '@prism/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { LandingForm } from './landing-editor';

const sourceOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '');

afterEach(() => {
  void setLocale('en', { reload: false });
});

// About a hundred fields per language: rendering them is slow on a busy machine.
describe('the landing texts editor (ADR 051)', { timeout: 30_000 }, () => {
  it('writes the French beside the English, and the English beside the French', async () => {
    renderAdmin(<LandingForm initial={DEFAULT_LANDING} />, sessionOf('editor'));
    const hero = screen.getByRole('group', { name: 'Hero' });
    const heading = within(hero).getByLabelText('Heading');
    expect(heading.getAttribute('lang')).toBe('fr-CA');
    expect((heading as HTMLInputElement).value).toBe(DEFAULT_LANDING.fr.hero.heading);
    expect(sourceOf(heading)?.textContent).toBe(DEFAULT_LANDING.en.hero.heading);
    expect(sourceOf(heading)?.getAttribute('lang')).toBe('en');

    // The source follows what is typed in the other language before it is saved.
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    const english = within(screen.getByRole('group', { name: 'Hero' })).getByLabelText('Heading');
    expect((english as HTMLInputElement).value).toBe(DEFAULT_LANDING.en.hero.heading);
    expect(sourceOf(english)?.textContent).toBe(DEFAULT_LANDING.fr.hero.heading);
    expect(screen.getAllByText('French (read-only)').length).toBeGreaterThan(10);
  });

  it('reads in French for a French-speaking editor', () => {
    void setLocale('fr', { reload: false });
    renderAdmin(<LandingForm initial={DEFAULT_LANDING} />, sessionOf('editor'));
    const hero = screen.getByRole('group', { name: 'Accroche' });
    const heading = within(hero).getByLabelText('Titre');
    expect(sourceOf(heading)?.textContent).toBe(DEFAULT_LANDING.en.hero.heading);
    expect(screen.getAllByText('En anglais (lecture seule)').length).toBeGreaterThan(10);
    expect(screen.getByRole('button', { name: 'Enregistrer les textes' })).toBeVisible();
  });
});
