import { permissionsOf, type ClientLogoAnswer } from '@prism/contracts';
import { describe, expect, it } from 'vitest';
import { visibleNav } from './access';
import { formatDate } from './format';
import { reorder } from '~/admin/logos/logos';
import { inboxFilterFrom, inboxQueryString } from '~/admin/messages/messages';
import { portfolioDeleteText, portfolioEmptyText } from '~/admin/portfolio/portfolio-copy';
import { parseFilter } from '~/lib/portfolio-filter';

describe('inbox filter', () => {
  it('reads the address bar, ignoring what it does not know', () => {
    expect(inboxFilterFrom(new URLSearchParams('status=unread&q=%20acme%20&page=3'))).toEqual({
      status: 'unread',
      q: 'acme',
      stage: '',
      assignee: '',
    });
    expect(inboxFilterFrom(new URLSearchParams('status=spam'))).toEqual({
      status: 'all',
      q: '',
      stage: '',
      assignee: '',
    });
    expect(inboxFilterFrom(new URLSearchParams('stage=proposal_sent&assignee=12'))).toMatchObject({
      stage: 'proposal_sent',
      assignee: '12',
    });
    expect(inboxFilterFrom(new URLSearchParams('stage=closed&assignee=bob'))).toMatchObject({
      stage: '',
      assignee: '',
    });
    expect(inboxFilterFrom(new URLSearchParams('assignee=none')).assignee).toBe('none');
  });

  it('writes the list and export query strings', () => {
    expect(inboxQueryString({ status: 'all', q: '' })).toBe('');
    expect(inboxQueryString({ status: 'read', q: 'a b' })).toBe('?status=read&q=a+b');
    expect(inboxQueryString({ status: 'all', q: '', stage: 'won', assignee: 'none' })).toBe(
      '?stage=won&assignee=none',
    );
  });
});

describe('portfolio screen texts (docs/product.md#admin-portfolio)', () => {
  it('words the empty states and the delete confirmation', () => {
    expect(portfolioEmptyText('all')).toBe('No portfolio items found');
    expect(portfolioEmptyText('packaging')).toBe('No packaging items found');
    expect(portfolioDeleteText('Trail Bottle')).toBe(
      'This will permanently delete Trail Bottle. This action cannot be undone.',
    );
    expect(parseFilter('brand')).toBe('brand');
    expect(parseFilter('nope')).toBe('all');
  });
});

describe('navigation by permission', () => {
  it('shows users and settings only to those who may open them', () => {
    const labels = (p: Parameters<typeof visibleNav>[0]) => visibleNav(p).map((i) => i.label());
    expect(labels(permissionsOf('editor'))).toEqual([
      'Dashboard',
      'Portfolio',
      'Messages',
      'Pages',
      'Insights',
      'Media library',
      'Client Logos',
    ]);
    // A viewer opens what staff read, the redirects included (issue 49).
    expect(labels(permissionsOf('viewer'))).toEqual([
      'Dashboard',
      'Portfolio',
      'Messages',
      'Pages',
      'Insights',
      'Media library',
      'Client Logos',
      'Redirects',
    ]);
    expect(labels(['manage_users', 'manage_settings', 'view_content', 'view_messages'])).toEqual([
      'Dashboard',
      'Portfolio',
      'Messages',
      'Pages',
      'Insights',
      'Media library',
      'Client Logos',
      'Users',
      'Settings',
    ]);
  });
});

describe('logo reordering', () => {
  const logo = (id: number, order: number | null): ClientLogoAnswer => ({
    id,
    name: `L${id}`,
    iconType: 'text',
    iconValue: `L${id}`,
    order,
    active: true,
    createdAt: '',
  });

  it('numbers the list by position and writes only what changed', () => {
    const list = [logo(1, 0), logo(2, 1), logo(3, 2)];
    expect(reorder(list, 2, 1).map(({ logo: l, order }) => [l.id, order])).toEqual([
      [3, 1],
      [2, 2],
    ]);
    expect(reorder(list, 0, 0)).toEqual([]);
    expect(reorder(list, 0, 5)).toEqual([]);
  });

  it('gives logos without an order a place', () => {
    const list = [logo(1, 0), logo(2, null), logo(3, null)];
    expect(reorder(list, 2, 1).map(({ logo: l, order }) => [l.id, order])).toEqual([
      [3, 1],
      [2, 2],
    ]);
  });
});

describe('dates', () => {
  it('are US English long dates (docs/product.md#dates)', () => {
    expect(formatDate('2025-03-04T12:00:00Z')).toBe('March 4, 2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});
