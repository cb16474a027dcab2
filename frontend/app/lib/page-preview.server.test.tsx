// @vitest-environment node
import { DEFAULT_LANDING, DEFAULT_SITE_SETTINGS } from '@prism/contracts';
import { landingSectionsOf } from '@prism/contracts/blocks';
import { describe, expect, it } from 'vitest';
import { publicPageFixture } from '../../test/public-page';
import { renderLandingPreview, renderPagePreview } from './page-preview.server';
import { inlineSiteStyles } from './site-styles.server';

const frame = {
  settings: DEFAULT_SITE_SETTINGS,
  privacy: null,
  navigation: {
    header: [{ label: 'Notre équipe', href: '/fr/notre-equipe' }],
    footer: [{ label: 'Carrières', href: '/fr/carrieres' }],
  },
};

describe('page preview', () => {
  it('is a whole document in the page’s language, styled by the site’s sheet, with no script', async () => {
    const html = await renderPagePreview(publicPageFixture('fr'), frame);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr-CA"><head><meta charset="utf-8">/);
    expect(html).toContain('<title>L’équipe de Prism</title>');
    // Vitest compiles no CSS (the sheet is empty here): the browser suite sees the real one.
    expect(html).toContain(`<style>${inlineSiteStyles}</style></head>`);
    expect(html).toContain('Notre équipe</h1>');
    expect(html).toContain('Directrice artistique');
    expect(html).not.toMatch(/<script/i);
    // The preview may run nothing and send nothing, whatever the iframe allows.
    expect(html).toContain("default-src 'none'");
    expect(html).toContain("form-action 'none'");
  });

  it('shows the site’s header and footer with staff’s links, the switch to the page’s other address', async () => {
    const html = await renderPagePreview(publicPageFixture('fr'), frame);
    expect(html).toContain('href="/fr/notre-equipe"');
    expect(html).toContain('href="/fr/carrieres"');
    expect(html).toContain(`href="/language/en?to=${encodeURIComponent('/en/our-team')}"`);
    expect(html).toContain('data-island="header"');
    expect(html).toContain('<footer');
  });

  it('draws a journal post with its category, day and byline under its title', async () => {
    const page = publicPageFixture('fr');
    const post = {
      ...page,
      post: {
        author: 'Ana Roy',
        date: '2026-11-20',
        category: 'Méthode',
        cover: null,
        related: [],
      },
    };
    const html = await renderPagePreview(post, frame);
    expect(html).toContain('Notre équipe</h1>');
    expect(html).toContain('<time dateTime="2026-11-20">20 novembre 2026</time>');
    expect(html).toContain('Par Ana Roy');
    expect(html).toContain('href="/fr/journal"');
  });

  it('leaves the header and footer out without a frame', async () => {
    const html = await renderPagePreview(publicPageFixture('en'));
    expect(html).toContain('Our team</h1>');
    expect(html).not.toContain('data-island="header"');
    expect(html).not.toContain('<footer');
  });

  it('draws the landing from a draft of its texts, its header in the preview’s language', async () => {
    const draft = structuredClone(DEFAULT_LANDING);
    draft.fr.hero.lead = 'Un chapeau tapé à l’instant.';
    const html = await renderLandingPreview(
      {
        locale: 'fr',
        portfolio: [],
        filter: 'all',
        more: false,
        logos: [],
        settings: DEFAULT_SITE_SETTINGS,
      },
      landingSectionsOf(draft),
      { ...frame, navigation: { header: [], footer: [] } },
    );
    expect(html).toContain(
      '<title>Prism · Agence de design Amazon pour les marques de commerce en ligne</title>',
    );
    expect(html).toContain('Un chapeau tapé à l’instant.');
    expect(html).toContain(DEFAULT_LANDING.fr.services.items[0]?.title);
    // The landing's own section links, worded in French whatever the admin's language.
    expect(html).toContain('href="#work"');
    expect(html).toContain('>Réalisations<');
    expect(html).not.toMatch(/<script/i);
  });
});
