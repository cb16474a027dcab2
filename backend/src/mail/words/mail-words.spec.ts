import { LOCALES } from '@prism/contracts';
import { MAIL_WORDS } from './mail-words';

type Leaf = string | ((...args: never[]) => string);
type Tree = { [key: string]: Tree | Leaf };

/** What each text that takes data is called with; a new one needs its line here. */
const SAMPLES: Record<string, unknown[]> = {
  'leadNotification.subject': ['Ada', 'Listing Design'],
  'leadNotification.leadLanguage': ['fr'],
  'passwordReset.asked': ['ada'],
  'passwordReset.openWithin': [30],
  'invitation.invited': ['owner', 'editor', 'ada'],
  'invitation.openWithin': [72],
  'scheduledPublishFailed.subject': ['Serum listing'],
  'scheduledPublishFailed.notPublished.project': ['Serum listing', '1 décembre 2026 à 9 h 00 HNE'],
  'scheduledPublishFailed.notPublished.page': ['Our team', '1 décembre 2026 à 9 h 00 HNE'],
  'scheduledPublishFailed.notPublished.post': ['Launch notes', '1 décembre 2026 à 9 h 00 HNE'],
  'scheduledPublishFailed.field': ['gallery.alt', 'fr', 0],
  'scheduledPublishFailed.pageField': [
    'blocks.1.members.0.role',
    'fr',
    [{ type: 'richText' }, { type: 'team' }],
  ],
  'leadReply.subject': ['Listing Design'],
  'leadReply.wrote': [new Date('2026-11-02T10:00:00Z'), 'Ada'],
  // A kind's words differ per language; a neutral sample keeps the check to the sentence.
  'rightsRequest.asked': ['<kind>'],
  'rightsRequest.openWithin': [24],
  'rightsRequest.reminderSubject': [2],
  'rightsRequest.reminderLine': ['access', 'ada@example.com', new Date('2026-12-01T00:00:00Z')],
};

/** Every text of a language by its path, functions called with their samples. */
function leaves(tree: Tree, path = ''): Map<string, { text: string; arity: number }> {
  const found = new Map<string, { text: string; arity: number }>();
  for (const [key, value] of Object.entries(tree)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') found.set(at, { text: value, arity: 0 });
    else if (typeof value === 'function') {
      const sample = SAMPLES[at];
      if (!sample) throw new Error(`No sample values for ${at}`);
      const call = value as unknown as (...args: unknown[]) => string;
      found.set(at, { text: call(...sample), arity: value.length });
    } else for (const [p, leaf] of leaves(value, at)) found.set(p, leaf);
  }
  return found;
}

const byLocale = Object.fromEntries(
  LOCALES.map((locale) => [locale, leaves(MAIL_WORDS[locale] as unknown as Tree)]),
);

describe('the mail in both languages (ADR 050)', () => {
  it('has every text in every language, with the same placeholders', () => {
    const [first, ...others] = LOCALES;
    const keys = [...byLocale[first]!.keys()].sort();
    expect(keys.length).toBeGreaterThan(20);
    for (const locale of others) {
      expect([...byLocale[locale]!.keys()].sort()).toEqual(keys);
      for (const key of keys) {
        expect([key, byLocale[locale]!.get(key)!.arity]).toEqual([
          key,
          byLocale[first]!.get(key)!.arity,
        ]);
      }
    }
    for (const locale of LOCALES) {
      for (const [key, { text }] of byLocale[locale]!)
        expect([key, text.trim()]).not.toEqual([key, '']);
    }
  });

  it('writes French in Québec usage: no-break space before a colon, courriel', () => {
    for (const [key, { text }] of byLocale.fr!) {
      expect([key, /[^\u00a0]:|e-mail/i.test(text.replace(/https?:|utm_/g, ''))]).toEqual([
        key,
        false,
      ]);
    }
  });
});

/**
 * Texts that are the same word in both languages ('Service', 'Page'), and the colon (its
 * French no-break space is trimmed away); a new identical text fails until it is listed.
 */
const SAME_IN_BOTH = new Set(['colon', 'leadNotification.service', 'leadNotification.page']);

describe('the mail staff receive has no word of the other language (issue 45)', () => {
  it('writes every text of a language in that language, none left as the other', () => {
    const fr = byLocale.fr!;
    const en = byLocale.en!;
    const untranslated = [...fr.keys()].filter(
      (key) => !SAME_IN_BOTH.has(key) && fr.get(key)!.text.trim() === en.get(key)!.text.trim(),
    );
    expect(untranslated).toEqual([]);
    // No English sentence of the English mail inside a French text, and the reverse.
    for (const [mine, theirs] of [
      [fr, en],
      [en, fr],
    ] as const) {
      for (const [key, { text }] of mine) {
        const leaked = [...theirs.values()]
          .map((other) => other.text.trim())
          .filter((other) => other.split(' ').length >= 3 && text.includes(other));
        expect([key, leaked]).toEqual([key, []]);
      }
    }
  });
});

describe('a page’s missing field in the scheduled-publish mail (issue 50)', () => {
  it('names the block by its place and type, and the entry and field, as the page editor does', () => {
    const blocks = [{ type: 'cta' as const }, { type: 'services' as const }];
    const { en, fr } = MAIL_WORDS;
    expect(en.scheduledPublishFailed.pageField('blocks.1.items.2.title', 'fr', blocks)).toBe(
      'Block 2 · Services — Service 3: Service name (French)',
    );
    expect(fr.scheduledPublishFailed.pageField('blocks.0.label', 'en', blocks)).toBe(
      'Bloc 1 · Appel à l’action — Libellé du bouton (anglais)',
    );
    expect(fr.scheduledPublishFailed.pageField('author', 'fr', blocks)).toBe(
      'Signature (français)',
    );
  });
});
