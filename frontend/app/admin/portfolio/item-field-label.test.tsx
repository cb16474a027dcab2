import type { RevisionComparison } from '@prism/contracts';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RevisionComparisonView } from '~/admin/history/revision-comparison';
import { setLocale } from '~/paraglide/runtime';
import { itemFieldLabel } from './item-field-label';

afterEach(() => void setLocale('en', { reload: false }));

const text = (field: string, before: string, after: string) => ({
  field,
  changed: before !== after,
  before,
  after,
  parts:
    before === after
      ? [{ value: before, added: false, removed: false }]
      : [
          { value: before, added: false, removed: true },
          { value: after, added: true, removed: false },
        ],
});

const revision = (number: number) => ({
  number,
  at: '2026-11-20T15:04:00.000Z',
  by: 'alex',
  changed: [],
  restoredFrom: null,
  created: false,
});

/** A comparison of two of an item's revisions as the server answers it: raw field names. */
const COMPARISON: RevisionComparison = {
  from: revision(1),
  to: revision(2),
  fields: [
    text('title', 'Trail Bottle', 'Trail Bottle Refresh'),
    text('titleFr', 'Gourde', 'Gourde de randonnée'),
    text('gallery', '2 images', '3 images'),
    text('readyFr', 'false', 'true'),
    text('slugEn', 'trail-bottle', 'trail-bottle-refresh'),
    text('client', 'Lumen', 'Lumen'),
  ],
};

const labels = () => screen.getAllByRole('term').map((term) => term.textContent);

describe('the item History comparison (issue 27)', () => {
  it("names an item's fields with its editor's labels, not the server's names", () => {
    render(<RevisionComparisonView comparison={COMPARISON} fieldLabel={itemFieldLabel} />);
    expect(labels()).toEqual([
      'Title · EN',
      'Title · FR',
      'Gallery',
      'Ready in French',
      'Address word (slug) · EN',
    ]);
  });

  it('speaks French to a French staff member', () => {
    void setLocale('fr', { reload: false });
    render(<RevisionComparisonView comparison={COMPARISON} fieldLabel={itemFieldLabel} />);
    expect(labels()).toEqual([
      'Titre · EN',
      'Titre · FR',
      'Galerie',
      'Prêt en français',
      expect.stringMatching(/ · EN$/),
    ]);
    expect(labels().join(' ')).not.toMatch(/titleFr|gallery|readyFr|slugEn/);
  });

  it('keeps the name of a field it does not know', () => {
    expect(itemFieldLabel('somethingNew')).toBe('somethingNew');
  });
});
