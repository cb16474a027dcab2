import type { ItemTextsDto, PortfolioItemAnswer } from '@prism/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { TranslationBadges } from './translation-badges';
import { TranslationEditor } from './translation-editor';

function texts(overrides: Partial<ItemTextsDto> = {}): ItemTextsDto {
  return {
    title: '',
    description: '',
    slug: null,
    coverAlt: '',
    challenge: '',
    approach: '',
    metaTitle: '',
    metaDescription: '',
    services: [],
    gallery: [],
    beforeAfter: [],
    metrics: [],
    ready: false,
    missing: [],
    savedAt: '2026-11-20T10:00:00.000Z',
    stale: false,
    ...overrides,
  };
}

const ENGLISH = texts({
  title: 'Trail Bottle Launch',
  description: 'A listing rebuilt for a new bottle.',
  slug: 'trail-bottle-launch',
  services: ['Main image', 'Infographics'],
  gallery: [{ id: 4, alt: 'The bottle on a trail', caption: '' }],
  metrics: ['Conversion rate'],
  ready: true,
});

/** The French of the same item: the same gallery image and result, their texts not written. */
const french = (overrides: Partial<ItemTextsDto> = {}) =>
  texts({ gallery: [{ id: 4, alt: '', caption: '' }], metrics: [''], ...overrides });

/** Only what these screens read: the item's id, English title and both languages. */
function itemWith(fr: ItemTextsDto, en: ItemTextsDto = ENGLISH): PortfolioItemAnswer {
  return {
    id: 12,
    title: en.title,
    updatedAt: '2026-11-20T10:00:00.000Z',
    translations: { fr, en },
  } as unknown as PortfolioItemAnswer;
}

/** The section, opened on its French texts as a translator would. */
async function renderEditor(item: PortfolioItemAnswer) {
  renderAdmin(<TranslationEditor item={item} />, sessionOf('editor'));
  expect(screen.queryByRole('form')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Français' }));
}

afterEach(() => {
  void setLocale('en', { reload: false });
  vi.unstubAllGlobals();
});

describe('the translations section (ADR 051)', () => {
  it('shows the English text beside each French field, read-only and tied to the field', async () => {
    await renderEditor(
      itemWith(french({ missing: ['title', 'description', 'slug', 'gallery[0].alt'] })),
    );
    const form = screen.getByRole('form', { name: 'Texts in French' });

    const title = within(form).getByLabelText('Title');
    expect(title.getAttribute('lang')).toBe('fr-CA');
    const source = document.getElementById(title.getAttribute('aria-describedby') ?? '');
    expect(source?.textContent).toBe('Trail Bottle Launch');
    expect(source?.getAttribute('lang')).toBe('en');
    expect(source?.tagName).toBe('P');

    const alt = within(form).getByLabelText('Gallery image 1: alt text');
    expect(document.getElementById(alt.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The bottle on a trail',
    );
    const metric = within(form).getByLabelText('Result 1: label');
    expect(
      document.getElementById(metric.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Conversion rate');
    // An English text not written yet says so rather than showing an empty box.
    const approach = within(form).getByLabelText('Approach');
    expect(
      document.getElementById(approach.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Not written yet');
    expect(within(form).getAllByText('English (read-only)').length).toBeGreaterThan(5);
    expect(within(form).getByRole('checkbox', { name: /Ready in French/ })).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save French texts' })).toBeVisible();
  });

  it('offers a French field per English service, and saves the French list without blanks (ADR 061)', async () => {
    const fetchMock = vi.fn((_path: string, _init?: RequestInit) =>
      Promise.resolve(new Response('{}', { status: 500 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    await renderEditor(
      itemWith(
        french({
          title: 'Lancement',
          description: 'Une fiche refaite.',
          slug: 'lancement',
          gallery: [{ id: 4, alt: 'La gourde', caption: '' }],
          metrics: ['Taux de conversion'],
          missing: ['services'],
        }),
      ),
    );
    const form = screen.getByRole('form', { name: 'Texts in French' });
    const first = within(form).getByLabelText<HTMLInputElement>('Service 1');
    expect(first.value).toBe('');
    expect(document.getElementById(first.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Main image',
    );
    const second = within(form).getByLabelText('Service 2');
    expect(
      document.getElementById(second.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Infographics');

    const user = userEvent.setup();
    await user.type(first, 'Image principale et infographies');
    await user.click(within(form).getByRole('button', { name: 'Save French texts' }));
    // The save first reads the item's version for If-Match, then writes.
    const saveOf = () => fetchMock.mock.calls.find(([path]) => path.endsWith('/translations'));
    await waitFor(() => expect(saveOf()).toBeDefined());
    const [path, init] = saveOf() ?? [];
    expect(path).toBe('/api/portfolio/12/translations');
    const body = JSON.parse(init?.body as string) as { fr: { services: string[] } };
    expect(body.fr.services).toEqual(['Image principale et infographies']);
    // Only what changed: the French title and slug, untouched, stay out.
    expect(Object.keys(body.fr)).toEqual(['services']);
  });

  it('says when the English changed after the French was saved', async () => {
    await renderEditor(itemWith(french({ title: 'Lancement', ready: true, stale: true })));
    expect(screen.getByRole('status').textContent).toBe(
      'The English texts changed after these French texts were last saved: check them, then save.',
    );
  });

  it('reads in French for a French-speaking editor, with the same source beside each field', async () => {
    void setLocale('fr', { reload: false });
    await renderEditor(itemWith(french({ title: 'Lancement', ready: true, stale: true })));
    const form = screen.getByRole('form', { name: 'Textes en français' });
    const title = within(form).getByLabelText('Titre');
    expect(document.getElementById(title.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Trail Bottle Launch',
    );
    expect(within(form).getAllByText('En anglais (lecture seule)').length).toBeGreaterThan(5);
    expect(screen.getByRole('status').textContent).toBe(
      'Les textes en anglais ont changé depuis le dernier enregistrement de ces textes en français\u00a0: vérifiez-les, puis enregistrez.',
    );
    expect(
      within(form).getByRole('button', { name: 'Enregistrer les textes en français' }),
    ).toBeVisible();
  });
});

describe('translation badges (ADR 051)', () => {
  const badgesOf = (item: PortfolioItemAnswer) => {
    const { container } = renderAdmin(<TranslationBadges item={item} />);
    return container.textContent;
  };

  it("say 'Missing in FR' while the French is not ready, 'FR out of date' while it is stale, nothing when current", () => {
    expect(badgesOf(itemWith(texts()))).toBe('Missing in FR');
    expect(badgesOf(itemWith(texts({ title: 'Lancement', ready: true, stale: true })))).toBe(
      'FR out of date',
    );
    expect(badgesOf(itemWith(texts({ ready: true }), texts({ ready: false })))).toBe(
      'Missing in EN',
    );
    expect(badgesOf(itemWith(texts({ title: 'Lancement', ready: true })))).toBe('');
  });

  it('say the same in French', () => {
    void setLocale('fr', { reload: false });
    expect(badgesOf(itemWith(texts()))).toBe('Manque en FR');
    expect(badgesOf(itemWith(texts({ title: 'Lancement', ready: true, stale: true })))).toBe(
      'FR à revoir',
    );
  });
});
