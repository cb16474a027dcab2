import { INBOX_HEADERS } from '@prism/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listPageOf, pageNumberFrom, Pager } from './pager';
import { renderAdmin } from './test-utils';

describe('Pager', () => {
  it('counts the rows shown and links the pages around, keeping the filter', () => {
    renderAdmin(
      <Pager
        params={new URLSearchParams('status=unread&page=2')}
        page={2}
        pageSize={20}
        shown={20}
        total={57}
        pageCount={3}
      />,
    );
    expect(screen.getByText('Showing 21–40 of 57')).toBeVisible();
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    // The first page has no `page` in its address.
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/admin/page?status=unread',
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/admin/page?status=unread&page=3',
    );
  });

  it('disables Next on the last page, and shows no links for a single page or none', () => {
    const { unmount } = renderAdmin(
      <Pager
        params={new URLSearchParams()}
        page={3}
        pageSize={20}
        shown={17}
        total={57}
        pageCount={3}
      />,
    );
    expect(screen.getByText('Showing 41–57 of 57')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByText('Next').getAttribute('aria-disabled')).toBe('true');
    unmount();

    const single = renderAdmin(
      <Pager
        params={new URLSearchParams()}
        page={1}
        pageSize={20}
        shown={4}
        total={4}
        pageCount={1}
      />,
    );
    expect(screen.getByText('Showing 1–4 of 4')).toBeVisible();
    expect(screen.queryByText('Previous')).toBeNull();
    single.unmount();

    renderAdmin(
      <Pager
        params={new URLSearchParams()}
        page={1}
        pageSize={20}
        shown={0}
        total={0}
        pageCount={1}
      />,
    );
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});

describe('paging helpers', () => {
  it('reads the page from the address, the first for anything not a positive whole number', () => {
    expect(pageNumberFrom(new URLSearchParams('page=4'))).toBe(4);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=two']) {
      expect(pageNumberFrom(new URLSearchParams(bad))).toBe(1);
    }
  });

  it('takes the total from the header, else the rows, and counts at least one page', () => {
    const headers = new Headers({ [INBOX_HEADERS.total]: '41' });
    expect(listPageOf(['a', 'b'], headers, 20)).toEqual({
      items: ['a', 'b'],
      total: 41,
      pageCount: 3,
    });
    expect(listPageOf([], new Headers(), 20)).toEqual({ items: [], total: 0, pageCount: 1 });
  });
});
