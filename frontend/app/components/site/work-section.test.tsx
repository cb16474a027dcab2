import type { PortfolioItemAnswer } from '@prism/contracts';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toCardItem } from './portfolio-card';
import { WorkFilter } from './work-filter';
import { WorkGrid } from './work-section';
import { filterHref, filterPortfolio, parseFilter } from '~/lib/portfolio-filter';

const answer = (id: number, category: string, title = `Project ${id}`): PortfolioItemAnswer => ({
  id,
  title,
  client: 'Client',
  description: 'Description',
  category,
  year: '2024',
  imageUrl: `/media/${id}.jpg`,
  image: null,
  featured: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  status: 'published',
  order: 0,
  coverAlt: '',
  marketplace: '',
  services: [],
  challenge: '',
  approach: '',
  metaTitle: '',
  metaDescription: '',
  seo: { title, description: 'Description' },
  gallery: [],
  beforeAfter: [],
  metrics: [],
  updatedAt: '2024-01-01T00:00:00.000Z',
  locale: 'en',
  slug: `project-${id}`,
  alternates: { en: `project-${id}` },
});
const item = (id: number, category: string, title?: string) =>
  toCardItem(answer(id, category, title), 'en');

const items = [
  item(1, 'listing', 'Bottle'),
  item(2, 'brand', 'Rebrand'),
  item(3, 'brand', 'Identity'),
  item(4, 'packaging', 'Box'),
  item(5, 'legacy-category', 'Old'),
];

describe('portfolio filter', () => {
  it("reads the category from the address, 'all' for anything unknown", () => {
    expect(parseFilter('brand')).toBe('brand');
    expect(parseFilter(null)).toBe('all');
    expect(parseFilter('<script>')).toBe('all');
  });

  it('keeps only the items of a category', () => {
    expect(filterPortfolio(items, 'all')).toHaveLength(5);
    expect(filterPortfolio(items, 'brand').map((i) => i.id)).toEqual([2, 3]);
    expect(filterPortfolio(items, 'storefront')).toEqual([]);
  });

  it('links each filter so it works without JavaScript', () => {
    expect(filterHref('all', 'en')).toBe('/en/#work');
    expect(filterHref('brand', 'fr')).toBe('/fr/?category=brand#work');
  });
});

function Work() {
  const [params] = useSearchParams();
  const filter = parseFilter(params.get('category'));
  return (
    <>
      <WorkFilter active={filter} />
      <WorkGrid items={items} filter={filter} />
    </>
  );
}

function renderWork(url = '/') {
  const Stub = createRoutesStub([
    { path: '/', Component: Work },
    { path: '/portfolio/:id', Component: () => <p>project page</p> },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

describe('Selected Work', () => {
  it('shows every project under All, each card linking to its page with its category label', () => {
    renderWork();
    const cards = screen.getAllByTestId('portfolio-card');
    expect(cards).toHaveLength(5);
    expect(cards[0]?.getAttribute('href')).toBe('/en/work/project-1');
    expect(within(cards[1]!).getByText('Brand Identity')).toBeVisible();
    // An unknown category shows its raw value.
    expect(within(cards[4]!).getByText('legacy-category')).toBeVisible();
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('true');
  });

  it('links each category to its own page, which works without JavaScript', () => {
    renderWork();
    expect(screen.getByRole('link', { name: 'Brand Identity' }).getAttribute('href')).toBe(
      '/en/?category=brand#work',
    );
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/en/#work');
  });

  it('renders the filtered grid straight from the address (?category=packaging)', () => {
    renderWork('/?category=packaging');
    expect(screen.getAllByTestId('portfolio-card')).toHaveLength(1);
    expect(screen.getByText('Box')).toBeVisible();
  });

  it('says so when a category has no projects', () => {
    renderWork('/?category=storefront');
    expect(screen.queryAllByTestId('portfolio-card')).toHaveLength(0);
    expect(screen.getByText('No projects in this category yet.')).toBeVisible();
  });

  it('shows a designed tile, never a blank one, for a project whose image was removed', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <WorkGrid items={[{ ...item(7, 'brand', 'Orbit'), imageUrl: null }]} filter="all" />
        ),
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    const tile = screen.getByTestId('cover-placeholder');
    expect(tile.textContent).toContain('Brand Identity');
    expect(tile.textContent).toContain('O');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
