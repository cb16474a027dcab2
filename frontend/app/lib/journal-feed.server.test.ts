import type { PostCard } from '@prism/contracts/pages';
import { DOMParser } from '@xmldom/xmldom';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { journalFeed } from './journal-feed.server';

/** Whether `xml` is well-formed XML: xmldom's parser, any error or warning refused. */
function wellFormed(xml: string): boolean {
  const problems: string[] = [];
  new DOMParser({
    onError: (level, message) => problems.push(`${level}: ${message}`),
  }).parseFromString(xml, 'text/xml');
  return problems.length === 0;
}

const PUBLIC = 'https://prism.example';

const card = (id: number, path: string, date: string, updatedAt: string): PostCard => ({
  id,
  title: `Billet ${id} & co`,
  path,
  author: 'Ana Roy',
  date,
  category: 'Méthode',
  summary: `Résumé ${id}`,
  cover: null,
  updatedAt,
});

const parse = (xml: string) =>
  new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as {
    feed: Record<string, unknown> & { entry: Record<string, unknown>[] };
  };

/** An Atom date construct (RFC 3339). */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

describe('the journal feed', () => {
  it('is well-formed Atom 1.0 with every required element, absolute addresses, newest first', () => {
    const xml = journalFeed(
      PUBLIC,
      'fr',
      [
        card(2, '/fr/journal/billet-2', '2026-11-20', '2026-11-21T10:00:00.000Z'),
        card(1, '/fr/journal/billet-1', '2026-10-01', '2026-11-22T09:00:00.000Z'),
      ],
      { title: 'Le journal de Prism', description: 'Méthodes et conseils' },
    );
    expect(wellFormed(xml)).toBe(true);
    const { feed } = parse(xml);
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed).toMatchObject({
      id: `${PUBLIC}/fr/journal`,
      title: 'Le journal de Prism',
      subtitle: 'Méthodes et conseils',
      // The latest change of a post, not the time of the request.
      updated: '2026-11-22T09:00:00.000Z',
      author: { name: 'Prism' },
    });
    expect(feed.link).toEqual([
      { '@rel': 'alternate', '@href': `${PUBLIC}/fr/journal` },
      { '@rel': 'self', '@href': `${PUBLIC}/fr/journal/feed.xml` },
    ]);
    expect(feed.entry.map((e) => e.id)).toEqual([
      `${PUBLIC}/fr/journal/billet-2`,
      `${PUBLIC}/fr/journal/billet-1`,
    ]);
    const [first] = feed.entry;
    expect(first).toMatchObject({
      title: { '#text': 'Billet 2 & co' },
      link: { '@href': `${PUBLIC}/fr/journal/billet-2` },
      updated: '2026-11-21T10:00:00.000Z',
      published: '2026-11-20T12:00:00.000Z',
      summary: { '#text': 'Résumé 2' },
      author: { name: 'Ana Roy' },
      category: { '@term': 'Méthode', '@label': 'Méthode' },
    });
    for (const entry of feed.entry) {
      expect(entry.updated).toMatch(RFC3339);
      expect(entry.published).toMatch(RFC3339);
    }
  });

  it('holds the English journal at its own addresses, and dates an empty feed by the site’s latest change', () => {
    const english = parse(
      journalFeed(
        PUBLIC,
        'en',
        [card(3, '/en/insights/post-3', '2026-11-20', '2026-11-21T10:00:00.000Z')],
        { title: 'Insights from Prism', description: 'Methods and advice' },
      ),
    ).feed;
    expect(english).toMatchObject({ id: `${PUBLIC}/en/insights`, title: 'Insights from Prism' });
    expect(english.entry).toMatchObject({ id: `${PUBLIC}/en/insights/post-3` });
    const words = { title: 'Insights', description: '' };
    const empty = journalFeed(PUBLIC, 'en', [], words, '2026-11-25T08:30:00.000Z');
    expect(wellFormed(empty)).toBe(true);
    expect(parse(empty).feed).toMatchObject({ updated: '2026-11-25T08:30:00.000Z' });
    // Posts date the feed themselves, whatever else changed since.
    const dated = journalFeed(
      PUBLIC,
      'en',
      [card(4, '/en/insights/post-4', '2026-11-20', '2026-11-21T10:00:00.000Z')],
      words,
      '2026-11-25T08:30:00.000Z',
    );
    expect(parse(dated).feed).toMatchObject({ updated: '2026-11-21T10:00:00.000Z' });
  });
});
