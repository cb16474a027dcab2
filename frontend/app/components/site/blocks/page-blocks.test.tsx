import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { publicPageFixture } from '../../../../test/public-page';
import { PageBlocks } from './page-blocks';
import { setLocale } from '~/paraglide/runtime';

const privacy = null;

afterEach(() => {
  void setLocale('en', { reload: false });
});

describe('a page built from blocks', () => {
  it('shows every block in order under the page title, headings h1 then h2', () => {
    const { container } = render(<PageBlocks page={publicPageFixture('en')} privacy={privacy} />);
    const headings = [...container.querySelectorAll('h1, h2')].map(
      (h) => `${h.tagName} ${h.textContent}`,
    );
    expect(headings).toEqual([
      'H1 Our team',
      'H2 Who we are',
      'H2 Our team',
      'H2 What we do',
      'H2 Selected work',
      'H2 Work with us',
      'H2 Questions',
      'H2 Write to us',
    ]);
    expect(screen.getByText('A studio of twelve.')).toBeVisible();
    expect(screen.getByText('Founded in 2021.')).toBeVisible();
    // No script of its own: the contact form's island is the only one on the page.
    expect(container.querySelector('script')).toBeNull();
    expect(
      [...container.querySelectorAll('[data-island]')].map((e) => e.getAttribute('data-island')),
    ).toEqual(['contact-form']);
  });

  it('draws library images with their renditions, focal point, alt text and caption', () => {
    const { container } = render(<PageBlocks page={publicPageFixture('en')} privacy={privacy} />);
    const studio = within(container.querySelector('#block-studio') as HTMLElement);
    const image = studio.getByRole('img', { name: 'The studio' });
    expect(image).toHaveAttribute('srcset', '/media/lib-1-480.jpg 480w, /media/lib-1-960.jpg 960w');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image.closest('picture')?.querySelector('source')).toHaveAttribute(
      'srcset',
      '/media/lib-1-480.avif 480w, /media/lib-1-960.avif 960w',
    );
    expect(studio.getByText('Montreal, 2024')).toBeVisible();
    // The gallery leaves out the image the library no longer has (99).
    const gallery = container.querySelector('#block-shots') as HTMLElement;
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['The studio', 'Léa Roy']);
    // A team photo is cropped around the focal point staff set.
    const photo = screen.getByRole('img', { name: 'Ana Silva at the studio' });
    expect(photo).toHaveStyle({ objectPosition: '30% 20%' });
    expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('shows the quote, the team, the services, the projects, the figures, the call and the answers', () => {
    const { container } = render(<PageBlocks page={publicPageFixture('en')} privacy={privacy} />);
    const quote = container.querySelector('#block-client') as HTMLElement;
    expect(within(quote).getByText('They doubled our sales.').closest('blockquote')).not.toBeNull();
    expect(quote).toHaveTextContent('Léa RoyFounder, Maison Roy');
    expect(screen.getByRole('heading', { level: 3, name: 'Ana Silva' })).toBeVisible();
    expect(screen.getByText('Art director')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Listings' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Aurora/ })).toHaveAttribute('href', '/en/work/aurora');
    const figures = container.querySelector('#block-figures') as HTMLElement;
    expect(within(figures).getByText('35%').tagName).toBe('DD');
    expect(screen.getByRole('link', { name: /Start a project/ })).toHaveAttribute(
      'href',
      '/en/#contact',
    );
    const question = screen.getByText('How long?').closest('details') as HTMLDetailsElement;
    expect(question.open).toBe(false);
    expect(within(question).getByText('Six weeks.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: /contact/i });
    expect(form).toHaveAttribute('action', '/en/#contact');
    expect(form.querySelector('input[name=sourcePage]')).toHaveValue('/en/our-team');
  });

  it('gives each of two contact forms its own element ids, each label naming its own field', () => {
    const page = publicPageFixture('en');
    const write = page.blocks.find((b) => b.type === 'contactForm')!;
    const { container } = render(
      <PageBlocks
        page={{ ...page, blocks: [...page.blocks, { ...write, id: 'write-again' }] }}
        privacy={privacy}
      />,
    );
    const ids = [...container.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const forms = screen.getAllByRole('form', { name: /contact/i });
    expect(forms).toHaveLength(2);
    for (const form of forms) {
      for (const label of form.querySelectorAll('label')) {
        expect(form.contains(container.querySelector(`#${label.htmlFor}`))).toBe(true);
      }
    }
    expect(within(forms[1]!).getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'id',
      'contact-write-again-email',
    );
  });

  it('is written in the page’s language, the figures as staff wrote them there', () => {
    void setLocale('fr', { reload: false });
    const { container } = render(<PageBlocks page={publicPageFixture('fr')} privacy={privacy} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Notre équipe');
    expect(screen.getByRole('heading', { level: 2, name: 'Notre équipe' })).toBeVisible();
    expect(screen.getByText('Directrice artistique')).toBeVisible();
    expect(
      within(container.querySelector('#block-figures') as HTMLElement).getByText('35 %'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: /Aurora/ })).toHaveAttribute(
      'href',
      '/fr/realisations/aurore',
    );
    expect(screen.getByRole('form').querySelector('input[name=sourcePage]')).toHaveValue(
      '/fr/notre-equipe',
    );
  });
});
