import type { ContactMessageAnswer, Page } from '@prism/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { MessagesInbox } from './messages-inbox';
import { INBOX_PAGE_SIZE } from './messages';

const lead = (id: number): ContactMessageAnswer => ({
  id,
  name: `Lead ${id}`,
  email: `lead${id}@example.com`,
  company: '',
  service: 'other',
  message: 'A project for next spring.',
  read: true,
  createdAt: '2026-11-02T00:00:00Z',
  sourcePage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  locale: 'en',
  notification: 'none',
  stage: 'new',
  assignee: null,
  consents: [],
  retainedUntil: null,
  anonymisedAt: null,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/** The inbox's two pages: the first with a cursor (the server may answer fewer than asked), then the last. */
const FIRST: Page<ContactMessageAnswer> = { items: [lead(3), lead(2)], nextCursor: 'after-2' };
const SECOND: Page<ContactMessageAnswer> = { items: [lead(1)], nextCursor: null };

/** The API as the browser reaches it: each call recorded, the inbox's pages by cursor. */
function stubApi() {
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      paths.push(path);
      if (path.startsWith('/api/contact/unread-count')) return Promise.resolve(json({ count: 0 }));
      // The assignees, and each lead's replies and notes: none.
      if (path.startsWith('/api/contact/')) return Promise.resolve(json([]));
      return Promise.resolve(json(path.includes('cursor=after-2') ? SECOND : FIRST));
    }),
  );
  return paths;
}

afterEach(() => {
  vi.unstubAllGlobals();
  void setLocale('en', { reload: false });
});

describe('the inbox a page at a time', () => {
  it('loads the next page from the cursor on "Load more", from the keyboard, then stops', async () => {
    const paths = stubApi();
    const user = userEvent.setup();
    renderAdmin(<MessagesInbox />, sessionOf('owner'));
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('2 shown so far')).toBeTruthy();

    const more = screen.getByRole('button', { name: 'Load more' });
    more.focus();
    await user.keyboard('{Enter}');

    expect(await within(list).findByText('Lead 1')).toBeTruthy();
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(paths.filter((p) => p.startsWith('/api/contact?'))).toEqual([
      `/api/contact?limit=${INBOX_PAGE_SIZE}`,
      `/api/contact?limit=${INBOX_PAGE_SIZE}&cursor=after-2`,
    ]);
    // The last page: nothing more to load.
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  }, 20_000); // the inbox's first render is slow on a busy machine

  it('words the control in French', async () => {
    void setLocale('fr', { reload: false });
    stubApi();
    renderAdmin(<MessagesInbox />, sessionOf('owner'));
    expect(await screen.findByRole('button', { name: 'Afficher la suite' })).toBeTruthy();
    expect(screen.getByText('2 éléments affichés jusqu’ici')).toBeTruthy();
  });
});
