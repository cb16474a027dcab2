import type { RevisionSummary } from '@prism/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '~/admin/shared/query-client';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { WithHistory } from './history-panel';

const REVISIONS: RevisionSummary[] = [
  {
    number: 2,
    at: '2026-11-20T15:04:00.000Z',
    by: 'alex',
    changed: ['location'],
    restoredFrom: null,
    created: false,
  },
  {
    number: 1,
    at: '2026-10-01T12:00:00.000Z',
    by: 'system',
    changed: [],
    restoredFrom: null,
    created: false,
  },
];

afterEach(() => void setLocale('en', { reload: false }));

describe('the History panel (ADR 057)', () => {
  it("names fields and the baseline in a French staff member's words, with the editor above", () => {
    void setLocale('fr', { reload: false });
    renderAdmin(
      <WithHistory
        record="/api/admin/settings"
        live
        dataUpdatedAt={0}
        fieldLabel={(field) => (field === 'location' ? 'Emplacement' : field)}
      >
        <p>Le formulaire</p>
      </WithHistory>,
      sessionOf('owner'),
      (client) => client.setQueryData([...queryKeys.revisions, '/api/admin/settings'], REVISIONS),
    );
    expect(screen.getByText('Le formulaire')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Historique' });
    const [latest, baseline] = within(history).getAllByRole('listitem');
    expect(latest!.textContent).toContain('Modifié\u00a0: Emplacement');
    expect(baseline!.textContent).toContain('état avant le début de l’historique');
    expect(baseline!.textContent).not.toContain('system');
    expect(within(history).getByText(/elle revient aussitôt sur le site/)).toBeVisible();
    expect(within(history).getByRole('checkbox', { name: 'Comparer la révision 1' })).toBeVisible();
  });
});
