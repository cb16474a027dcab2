import { mergeDocuments } from '@prism/contracts';
import { conflictsOf, leavesOf } from './field-merge';

describe('field-level merge (ADR 081)', () => {
  const base = {
    title: 'Serum',
    titleFr: 'Sérum',
    services: ['Main image'],
    gallery: [
      { id: 7, alt: 'Jar', altFr: 'Pot' },
      { id: 9, alt: 'Box', altFr: 'Boîte' },
    ],
    metrics: [{ label: 'CVR', labelFr: 'TC', before: 1, after: 2 }],
  };

  it('addresses list entries by id (order apart) and by position without one', () => {
    const leaves = leavesOf(base);
    expect(leaves.get('gallery.order')).toBe('[7,9]');
    expect(leaves.get('gallery.9.altFr')).toBe('"Boîte"');
    expect(leaves.get('metrics.0.label')).toBe('"CVR"');
    expect(leaves.get('services')).toBe('["Main image"]');
  });

  it('finds no conflict when the two changed different fields, even in one list entry', () => {
    const theirs = { ...base, title: 'Serum refresh' };
    const mine = {
      ...theirs,
      gallery: [base.gallery[0]!, { ...base.gallery[1]!, altFr: 'Une boîte' }],
    };
    expect(conflictsOf(base, theirs, mine)).toEqual([]);
    const reordered = { ...base, gallery: [base.gallery[1]!, base.gallery[0]!] };
    const altered = {
      ...reordered,
      gallery: [reordered.gallery[0]!, { ...reordered.gallery[1]!, alt: 'Glass jar' }],
    };
    expect(conflictsOf(base, reordered, altered)).toEqual([]);
  });

  it('names each field both changed, with the three values; the same new value is no conflict', () => {
    const theirs = { ...base, title: 'Theirs', titleFr: 'Pareil' };
    const mine = { ...theirs, title: 'Mine', titleFr: 'Pareil' };
    // `mine` is the record after this write: it changed title (theirs → mine) only.
    expect(conflictsOf(base, theirs, mine)).toEqual([
      { field: 'title', base: 'Serum', theirs: 'Theirs', mine: 'Mine' },
    ]);
    expect(conflictsOf(base, theirs, { ...theirs })).toEqual([]);
  });

  it('merges whole documents key by key and keeps what only the other changed', () => {
    const doc = { location: 'Montréal', social: { x: 'a', linkedin: 'b' }, email: 'e' };
    const current = { ...doc, social: { ...doc.social, x: 'theirs' } };
    const sent = { ...doc, social: { ...doc.social, linkedin: 'mine' }, email: 'mine@x' };
    expect(mergeDocuments(doc, current, sent)).toEqual({
      merged: { location: 'Montréal', social: { x: 'theirs', linkedin: 'mine' }, email: 'mine@x' },
      conflicts: [],
    });
    const clash = mergeDocuments(
      doc,
      { ...doc, location: 'Québec' },
      { ...doc, location: 'Laval' },
    );
    expect(clash.conflicts).toEqual([
      { field: 'location', base: 'Montréal', theirs: 'Québec', mine: 'Laval' },
    ]);
  });

  it('merges lists of entries by id: different entries changed, added or removed both stay', () => {
    const block = (id: string, heading: string) => ({ id, type: 'cta', heading: { fr: heading } });
    const doc = { blocks: [block('a', 'Un'), block('b', 'Deux'), block('c', 'Trois')] };
    const current = { blocks: [block('a', 'Un (leur)'), block('b', 'Deux'), block('n', 'Neuf')] };
    const sent = { blocks: [block('c', 'Trois'), block('a', 'Un'), block('b', 'Deux (mien)')] };
    expect(mergeDocuments(doc, current, sent)).toEqual({
      merged: {
        blocks: [block('a', 'Un (leur)'), block('b', 'Deux (mien)'), block('n', 'Neuf')],
      },
      conflicts: [],
    });
    const clash = mergeDocuments(doc, current, { blocks: [block('a', 'Un (mien)')] });
    expect(clash.conflicts.map((c) => c.field)).toEqual(['blocks.a.heading.fr']);
    expect(leavesOf(doc).get('blocks.b.heading.fr')).toBe('"Deux"');
  });
});
