import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogoMark } from './logo-mark';
import { LOGO_REPEAT } from '~/islands/logo-strip';
import logoStripIsland from '~/islands/logo-strip';
import LogoStrip from './logo-strip';
import { toLogoView } from '~/lib/logo-view';
import { parseSvgShapes } from '~/lib/svg-shapes.server';

const view = (iconType: 'text' | 'react-icon' | 'svg-code', iconValue: string, name = 'Acme') =>
  toLogoView({ id: 1, name, iconType, iconValue }, parseSvgShapes);

describe('LogoMark', () => {
  it('draws a brand icon with the brand name for screen readers', () => {
    const { container } = render(<LogoMark logo={view('react-icon', 'SiShopify', 'Shopify')} />);
    expect(container.querySelector('[data-logo-kind="icon"] svg')).not.toBeNull();
    expect(screen.getByText('Shopify')).toBeVisible();
  });

  it('draws Amazon, which has no icon, as fixed text', () => {
    const { container } = render(
      <LogoMark logo={view('react-icon', 'SiAmazon', 'Amazon Store')} />,
    );
    expect(container.querySelector('[data-logo-kind="text"]')?.textContent).toBe('Amazon');
    expect(container.querySelector('svg')).toBeNull();
  });

  it('redraws svg-code shapes in grey, keeping nothing else', () => {
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" onload="alert(1)"><script>alert(1)</script><path d="M0 0h8v8z" fill="#ff0000" onmouseover="alert(2)"/><image href="https://evil.example/x.png"/></svg>';
    const { container } = render(<LogoMark logo={view('svg-code', hostile, 'Hostile Co')} />);
    const svg = screen.getByRole('img', { name: 'Hostile Co' });
    expect(svg.getAttribute('fill')).toBe('currentColor');
    expect(svg.getAttribute('class')).toContain('text-muted');
    expect(container.innerHTML).not.toMatch(/script|onload|onmouseover|alert|image|#ff0000/);
    expect(container.querySelector('path')?.getAttribute('fill')).toBe('currentColor');
  });

  it('shows the name as text when the svg-code is invalid', () => {
    const { container } = render(
      <LogoMark logo={view('svg-code', '<svg><path d="M0 0"', 'Broken Ltd')} />,
    );
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByText('Broken Ltd')).toBeVisible();
  });
});

describe('LogoMark of a library image', () => {
  const media = {
    imageUrl: '/media/library/k/400.jpg',
    image: { width: 400, height: 200, variants: [], focal: { x: 0.5, y: 0.5 } },
    alt: { fr: 'Logo de l’Atelier', en: 'Atelier logo' },
  };
  const logo = (withMedia: typeof media | null) =>
    toLogoView(
      { id: 3, name: 'Atelier', iconType: 'media', iconValue: '9', media: withMedia },
      parseSvgShapes,
    );

  it('shows the image with the library’s alt text in the page’s language, or the name once it is gone', () => {
    render(<LogoMark logo={logo(media)} />);
    expect(screen.getByRole('img', { name: 'Atelier logo' }).getAttribute('src')).toBe(
      media.imageUrl,
    );
    const { container } = render(<LogoMark logo={logo(null)} />);
    expect(container.querySelector('[data-logo-kind="text"]')?.textContent).toBe('Atelier');
  });
});

describe('LogoStrip', () => {
  it('repeats the list three times, with only the first copy exposed to assistive technology', () => {
    const logos = [view('text', 'ONE', 'One'), { ...view('text', 'TWO', 'Two'), id: 2 }];
    const { container } = render(<LogoStrip logos={logos} />);
    // The page holds each logo once; the island makes the copies the loop needs.
    expect(container.querySelectorAll('li')).toHaveLength(logos.length);
    logoStripIsland(container.querySelector('ul')!);
    const items = container.querySelectorAll('li');
    expect(items).toHaveLength(logos.length * LOGO_REPEAT);
    expect(container.querySelectorAll('li:not([aria-hidden])')).toHaveLength(logos.length);
    expect(screen.getByRole('heading', { name: 'Brands we’ve worked with' })).toBeVisible();
  });

  it('renders nothing without logos', () => {
    const { container } = render(<LogoStrip logos={[]} />);
    expect(container.innerHTML).toBe('');
  });
});
