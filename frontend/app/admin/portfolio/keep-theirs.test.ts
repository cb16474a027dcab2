import { describe, expect, it } from 'vitest';
import { keepTheirsInGallery, keepTheirsInTranslations } from './case-study';

/** A conflict the API names, with their value. */
const theirs = (field: string, value: unknown) => ({ field, base: '', theirs: value, mine: '' });

describe('"keep theirs" on a save sent again over their revision (ADR 081)', () => {
  it('sets each field kept as theirs to their value in the language and entry it names', () => {
    const body = {
      fr: {
        title: 'Mon titre',
        gallery: [{ id: 12, alt: 'Mon alt', caption: 'Ma légende' }],
        metrics: ['Conversion', 'Panier'],
      },
      en: { title: 'My title', slug: 'my-title', challenge: 'Mine' },
    };
    const sent = keepTheirsInTranslations(body, [
      theirs('titleFr', 'Leur titre'),
      theirs('gallery.12.altFr', 'Leur alt'),
      theirs('metrics.1.labelFr', 'Leur panier'),
      theirs('slugEn', 'their-title'),
    ]);
    expect(sent).toEqual({
      fr: {
        title: 'Leur titre',
        gallery: [{ id: 12, alt: 'Leur alt', caption: 'Ma légende' }],
        metrics: ['Conversion', 'Leur panier'],
      },
      en: { title: 'My title', slug: 'their-title', challenge: 'Mine' },
    });
    // The person's body is left as it was (the form keeps their text).
    expect(body.fr.title).toBe('Mon titre');
  });

  it('sets a gallery image’s English text kept as theirs, by its id', () => {
    const body = {
      images: [
        { id: 3, alt: 'Mine', caption: '' },
        { id: 12, alt: 'Mine too', caption: 'Caption' },
      ],
    };
    expect(keepTheirsInGallery(body, [theirs('gallery.12.alt', 'Theirs')]).images).toEqual([
      { id: 3, alt: 'Mine', caption: '' },
      { id: 12, alt: 'Theirs', caption: 'Caption' },
    ]);
  });
});
