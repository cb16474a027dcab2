import type { NotFoundEntry, Page, RedirectAnswer } from '@prism/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReadOnlyFor } from '~/admin/shared/read-only';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { RedirectsManager } from './redirects-manager';

const redirect = (id: number): RedirectAnswer => ({
  id,
  fromPath: `/old-${id}`,
  toPath: '/en',
  status: 301,
  automatic: false,
  hits: 0,
  lastHitAt: null,
  createdAt: '2026-11-02T00:00:00Z',
  updatedAt: '2026-11-02T00:00:00Z',
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const FIRST: Page<RedirectAnswer> = { items: [redirect(1), redirect(2)], nextCursor: 'after-2' };
const SECOND: Page<RedirectAnswer> = { items: [redirect(3)], nextCursor: null };
const NO_404S: Page<NotFoundEntry> = { items: [], nextCursor: null };

afterEach(() => vi.unstubAllGlobals());

describe('the redirects screen for a role that only reads it (a viewer)', () => {
  it('keeps "Load more" working while the writing controls are gone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) => {
        if (path.startsWith('/api/not-found')) return Promise.resolve(json(NO_404S));
        return Promise.resolve(json(path.includes('cursor=after-2') ? SECOND : FIRST));
      }),
    );
    const user = userEvent.setup();
    renderAdmin(
      <ReadOnlyFor permission="manage_redirects">
        <RedirectsManager />
      </ReadOnlyFor>,
      sessionOf('viewer'),
    );
    const table = await screen.findByTestId('redirects-table');
    expect(within(table).getByText('/old-2')).toBeVisible();
    expect(screen.getByText('Your role (Viewer) can see this but not change it.')).toBeVisible();
    // No control that writes: hidden, and disabled under the hood.
    expect(within(table).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^From path/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(table).findByText('/old-3')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
