import type { ApiErrorBody } from '@prism/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/admin/shared/api';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { ConflictDialog } from './conflict-dialog';

afterEach(() => {
  void setLocale('en', { reload: false });
  vi.unstubAllGlobals();
});

const CONFLICT: ApiErrorBody = {
  statusCode: 409,
  code: 'edit_conflict',
  error: 'Conflict',
  message: 'alex changed the same fields since you read it (title, metrics.0.labelFr)',
  changed: { by: 'alex', at: '2026-11-20T15:04:00.000Z', revision: 7 },
  conflicts: [
    { field: 'title', base: 'Trail Bottle', theirs: 'Trail Bottle Pro', mine: 'Trail Bottle 2' },
    { field: 'metrics.0.labelFr', base: '', theirs: 'Taux de conversion', mine: 'Conversion' },
  ],
};

/** The API as the dialog meets it: the first save refused (409), the next one taken. */
function serverAnswering409Once() {
  const writes: { body: unknown; ifMatch: string | null }[] = [];
  const fetchMock = vi.fn((path: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (init?.method !== 'PUT') {
      return Promise.resolve(new Response('{}', { status: 200, headers: { etag: '"r5"' } }));
    }
    writes.push({ body: JSON.parse(init.body as string), ifMatch: headers.get('if-match') });
    return Promise.resolve(
      writes.length === 1
        ? new Response(JSON.stringify(CONFLICT), { status: 409 })
        : new Response(JSON.stringify({ id: 3 }), { status: 200, headers: { etag: '"r8"' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return writes;
}

describe('the save-conflict dialog (ADR 081)', () => {
  it('shows each field both changed as the form labels it, in French, with both values', async () => {
    void setLocale('fr', { reload: false });
    serverAnswering409Once();
    renderAdmin(<ConflictDialog />, sessionOf('editor'));
    // Leaving the dialog fails the save with the 409 (the form keeps the person's text).
    const outcome = api('/api/portfolio/3/case-study', {
      method: 'PUT',
      body: { title: 'Trail Bottle 2', approach: 'Mine only' },
    }).catch((error: unknown) => error);
    const dialog = await screen.findByRole('dialog', { name: /^Modifié par alex/ });
    const fields = within(dialog).getAllByRole('group');
    expect(fields.map((field) => field.querySelector('legend')?.textContent)).toEqual([
      'Titre (anglais)',
      'Résultat 1\u00a0: libellé (français)',
    ]);
    expect(fields[0]!.textContent).toContain('Sa version (alex)Trail Bottle Pro');
    expect(fields[0]!.textContent).toContain('Ma versionTrail Bottle 2');
    // Mine is the choice offered first.
    expect(within(fields[0]!).getByRole('radio', { name: /^Ma version/ })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Plus tard' }));
    expect(await outcome).toMatchObject({ status: 409 });
  });

  it('sends the save again over their revision with the fields kept as theirs, and every other field as written', async () => {
    const writes = serverAnswering409Once();
    renderAdmin(<ConflictDialog />, sessionOf('editor'));
    const save = api('/api/portfolio/3/case-study', {
      method: 'PUT',
      body: {
        approach: 'Mine only',
        metrics: [{ label: 'CVR', before: 1, after: 2, unit: '%', labelFr: 'Conversion' }],
      },
    });
    const dialog = await screen.findByRole('dialog', { name: /^Changed by alex/ });
    const [title, metric] = within(dialog).getAllByRole('group');
    expect(title!.querySelector('legend')?.textContent).toBe('Title (English)');
    // Theirs for the French label, mine (the default) for the title.
    await userEvent.click(within(metric!).getByRole('radio', { name: /^Theirs \(alex\)/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save with these choices' }));
    await save;
    expect(writes).toHaveLength(2);
    const [, again] = writes;
    expect(again?.ifMatch).toBe('"r7"');
    // Their French label is left as it is; the person's other fields go as they wrote them.
    expect(again?.body).toEqual({
      approach: 'Mine only',
      metrics: [{ label: 'CVR', before: 1, after: 2, unit: '%', labelFr: 'Taux de conversion' }],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rebases a whole document (the settings) on their revision: their other changes kept, each conflict as chosen', async () => {
    // As this tab read the settings, as they are now (a colleague changed two fields), and
    // the person's save (they changed the location and the availability too).
    const base = { contactEmail: 'a@prism.test', location: 'Montréal', availability: 'Open' };
    const current = { contactEmail: 'b@prism.test', location: 'Montréal', availability: 'Full' };
    const mine = { contactEmail: 'a@prism.test', location: 'Laval', availability: 'Busy' };
    const conflict: ApiErrorBody = {
      ...CONFLICT,
      conflicts: [{ field: 'availability', base: 'Open', theirs: 'Full', mine: 'Busy' }],
    };
    const writes: unknown[] = [];
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((_path: string, init?: RequestInit) => {
        if (init?.method !== 'PUT') {
          reads += 1;
          const body = JSON.stringify(reads === 1 ? base : current);
          return Promise.resolve(new Response(body, { headers: { etag: `"r${4 + reads}"` } }));
        }
        writes.push(JSON.parse(init.body as string));
        return Promise.resolve(
          writes.length === 1
            ? new Response(JSON.stringify(conflict), { status: 409 })
            : new Response(JSON.stringify(mine), { headers: { etag: '"r8"' } }),
        );
      }),
    );
    renderAdmin(<ConflictDialog />, sessionOf('owner'));
    await api('/api/admin/settings');
    const save = api('/api/admin/settings', { method: 'PUT', body: mine });
    const dialog = await screen.findByRole('dialog', { name: /^Changed by alex/ });
    expect(dialog.querySelector('legend')?.textContent).toBe('Availability');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save with these choices' }));
    await save;
    // Their e-mail stays; the person's location and (chosen) availability are theirs.
    expect(writes[1]).toEqual({
      contactEmail: 'b@prism.test',
      location: 'Laval',
      availability: 'Busy',
    });
  });
});
