import { DEFAULT_SITE_SETTINGS, type UserAnswer } from '@prism/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { UsersManager } from './users-manager';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const user = (id: number, username: string, locale: UserAnswer['locale']): UserAnswer => ({
  id,
  username,
  role: 'editor',
  createdAt: '2026-11-20T10:00:00.000Z',
  email: null,
  notifyNewLeads: true,
  locale,
});

const USERS = [user(2, 'camille', 'fr'), user(3, 'sam', 'en'), user(4, 'alex', null)];

function stubApi() {
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) =>
      Promise.resolve(
        path === '/api/admin/users'
          ? json(200, USERS)
          : path === '/api/admin/second-factor/roles'
            ? json(200, { roles: [] })
            : path.startsWith('/api/admin/invitations')
              ? json(200, [])
              : json(200, DEFAULT_SITE_SETTINGS),
      ),
    ),
  );
}

/** The language cell of a user's row: the column after the e-mail. */
async function languageOf(username: string): Promise<HTMLElement> {
  const row = (await screen.findByRole('rowheader', { name: new RegExp(username) })).closest('tr');
  if (!row) throw new Error(`no row for ${username}`);
  const cells = within(row).getAllByRole('cell');
  const cell = cells[2];
  if (!cell) throw new Error('no language cell');
  return cell;
}

afterEach(() => {
  void setLocale('en', { reload: false });
  vi.unstubAllGlobals();
});

describe('the users list shows each person’s language (issue 23)', () => {
  it('names it in its own language, or says the browser decides', async () => {
    stubApi();
    renderAdmin(<UsersManager />, sessionOf('owner'));
    expect(await screen.findByRole('columnheader', { name: 'Language' })).toBeVisible();
    const french = await languageOf('camille');
    expect(french.textContent).toBe('Language Français');
    expect(within(french).getByText('Français').getAttribute('lang')).toBe('fr-CA');
    expect((await languageOf('sam')).textContent).toBe('Language English');
    expect((await languageOf('alex')).textContent).toBe("Language Browser's language");
  });

  it('reads in French for a French-speaking owner', async () => {
    void setLocale('fr', { reload: false });
    stubApi();
    renderAdmin(<UsersManager />, sessionOf('owner'));
    expect(await screen.findByRole('columnheader', { name: 'Langue' })).toBeVisible();
    expect((await languageOf('sam')).textContent).toBe('Langue English');
    expect((await languageOf('alex')).textContent).toBe('Langue Langue du navigateur');
  });
});
