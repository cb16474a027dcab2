// @vitest-environment node
import type { PortfolioItemAnswer } from '@prism/contracts';
import { describe, expect, it } from 'vitest';
import type { SiteContext } from '~/context';
import { action } from './portfolio-preview-render';

/** The API's answer to the preview call: the item in French with the draft laid over it. */
const DRAFTED: PortfolioItemAnswer = {
  id: 7,
  title: 'Fiche repensée',
  client: 'Maison Cèdre',
  description: 'Sept images de galerie.',
  category: 'listing',
  year: '2025',
  imageUrl: null,
  image: null,
  featured: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  status: 'draft',
  order: 0,
  coverAlt: '',
  marketplace: 'Amazon',
  services: ['Photographie'],
  challenge: 'Une fiche lente.',
  approach: '',
  metaTitle: '',
  metaDescription: '',
  seo: { title: 'Fiche repensée', description: 'Sept images de galerie.' },
  gallery: [],
  beforeAfter: [],
  metrics: [],
  updatedAt: '2025-01-02T00:00:00.000Z',
  locale: 'fr',
  slug: 'fiche-repensee',
  alternates: {},
};

describe('the project’s live preview render', () => {
  it('asks the API for the item with the draft laid over it (or a new one’s, without id), answers its public page, and refuses a bad id itself', async () => {
    const posted: { path: string; body: unknown; cookie?: string }[] = [];
    const context: SiteContext = {
      publicUrl: 'https://prism.example',
      backend: {
        getJson: <T>(path: string) =>
          Promise.resolve(
            (path.startsWith('/api/navigation') ? { header: [], footer: [] } : null) as T,
          ),
        postJson: <T>(
          path: string,
          body: unknown,
          options?: { headers?: Record<string, string> },
        ) => {
          posted.push({ path, body, cookie: options?.headers?.cookie });
          // A new item's draft comes back laid over an empty item: no id, slug or category.
          const unsaved = { ...DRAFTED, id: 0, slug: '', category: '', services: [] };
          return Promise.resolve((path === '/api/portfolio/preview' ? unsaved : DRAFTED) as T);
        },
      },
    };
    const post = (body: unknown) =>
      action({
        request: new Request('https://prism.example/admin/portfolio/preview-render', {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: 'session=staff' },
          body: JSON.stringify(body),
        }),
        context,
        params: {},
      } as Parameters<typeof action>[0]);

    const caseStudy = { challenge: 'Une fiche lente.' };
    const answer = await post({ locale: 'fr', id: 7, frame: false, caseStudy });
    expect(posted).toEqual([
      {
        path: '/api/portfolio/7/preview',
        body: { locale: 'fr', caseStudy },
        cookie: 'session=staff',
      },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const html = await answer.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr-CA">/);
    expect(html).toContain('Fiche repensée</h1>');
    expect(html).toContain('Une fiche lente.');
    expect(html).not.toMatch(/<script/i);

    const badId = await post({ locale: 'fr', id: 'seven' });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({ fields: [{ field: 'id' }] });
    expect(posted).toHaveLength(1);

    // The new-project screen: no id yet.
    const fields = { title: 'Fiche repensée' };
    const fresh = await post({ locale: 'fr', frame: false, fields });
    expect(posted.at(-1)).toEqual({
      path: '/api/portfolio/preview',
      body: { locale: 'fr', fields },
      cookie: 'session=staff',
    });
    expect(fresh.status).toBe(200);
    expect(await fresh.text()).toContain('Fiche repensée</h1>');
  });
});
