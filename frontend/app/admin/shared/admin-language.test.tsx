import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginForm } from '~/admin/auth/login-form';
import { LoadMore } from './paged-list';
import { RequirePermission } from './require-permission';
import { renderAdmin, sessionOf } from './test-utils';
import { formatDate } from './format';
import { setLocale } from '~/paraglide/runtime';

/** The admin in French: the catalogue's words, the contracts' errors, Intl dates. */
beforeEach(() => void setLocale('fr', { reload: false }));
afterEach(() => void setLocale('en', { reload: false }));

describe('the admin in French', () => {
  it('words the login screen and its validation errors in French', async () => {
    const user = userEvent.setup();
    renderAdmin(<LoginForm demoCredentials={null} />);
    expect(screen.getByRole('heading', { name: 'Administration Prism' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    // The contracts' 'Username is required' and 'Password is required', in French.
    expect(await screen.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    expect(screen.queryByText('Username is required')).toBeNull();
  });

  it('denies a screen in French', () => {
    renderAdmin(
      <RequirePermission permission="manage_settings">
        <p>Settings</p>
      </RequirePermission>,
      sessionOf('editor'),
    );
    expect(screen.getByRole('heading', { name: 'Accès refusé' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('counts the loaded items with French numbers, one in the singular', () => {
    const list = {
      hasNextPage: true,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      fetchNextPage: () => Promise.reject(new Error('not clicked')),
    };
    const { unmount } = renderAdmin(<LoadMore list={list} shown={1234} />);
    // The thousands apart by a space (Intl's narrow no-break space, matched as any space).
    expect(screen.getByText('1 234 éléments affichés jusqu’ici')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Afficher la suite' })).toBeEnabled();
    unmount();
    renderAdmin(<LoadMore list={list} shown={1} />);
    expect(screen.getByText('1 élément affiché jusqu’ici')).toBeVisible();
  });

  it('writes dates as Québec does', () => {
    expect(formatDate('2026-11-22T12:00:00Z')).toBe('22 novembre 2026');
  });
});
