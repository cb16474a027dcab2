import type { PortfolioItemAnswer } from '@prism/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '~/admin/shared/query-client';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { CaseStudyTexts } from './case-study-texts';
import { portfolioItemQuery } from './portfolio';

afterEach(() => {
  void setLocale('en', { reload: false });
  vi.unstubAllGlobals();
});

/** Only what the case-study form reads. */
const item = (overrides: Partial<PortfolioItemAnswer> = {}) =>
  ({
    id: 12,
    status: 'published',
    title: 'Trail Bottle',
    marketplace: 'Amazon',
    services: ['Main image'],
    challenge: '',
    approach: '',
    metaTitle: '',
    metaDescription: '',
    metrics: [],
    translations: { fr: { metrics: [] }, en: { metrics: [] } },
    ...overrides,
  }) as unknown as PortfolioItemAnswer;

/** The API: answers each write with `answer` (status), remembering the bodies sent. */
function server(status: number, answer: unknown) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      if (init?.method === 'PUT') sent.push(JSON.parse(init.body as string));
      return Promise.resolve(
        init?.method === 'PUT'
          ? new Response(JSON.stringify(answer), { status })
          : new Response('{}', { status: 200, headers: { etag: '"r3"' } }),
      );
    }),
  );
  return sent;
}

/** The section as the edit screen shows it: from the item the screen holds. */
function FromCache() {
  const { data } = useQuery({ ...portfolioItemQuery(12), enabled: false });
  return data ? <CaseStudyTexts item={data} /> : null;
}

describe('the case-study section (ADR 081)', () => {
  it('takes a text another section saved, and sends only the fields changed in it', async () => {
    const sent = server(200, item({ challenge: 'From Translations', approach: 'New approach' }));
    const { client } = renderAdmin(<FromCache />, sessionOf('editor'), (c) =>
      c.setQueryData(queryKeys.portfolioItem(12), item()),
    );
    // Translations saved the English challenge: the form shows it without a reload.
    act(() => {
      client.setQueryData(queryKeys.portfolioItem(12), item({ challenge: 'From Translations' }));
    });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLTextAreaElement>('Challenge').value).toBe(
        'From Translations',
      ),
    );
    await userEvent.type(screen.getByLabelText('Approach'), 'New approach');
    await userEvent.click(screen.getByRole('button', { name: 'Save case study' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ approach: 'New approach' });
  });

  it('says in French that a result without its French label would take the French page down, and marks it', async () => {
    void setLocale('fr', { reload: false });
    const sent = server(422, {
      statusCode: 422,
      error: 'Unprocessable Entity',
      code: 'would_unpublish',
      message:
        'This change would take a published language off the site: complete the fields named, or unpublish that language first: fr.metrics[0].label is missing',
      fields: [{ field: 'fr.metrics[0].label', code: 'missing', message: 'is missing' }],
    });
    renderAdmin(<CaseStudyTexts item={item()} />, sessionOf('editor'));
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un résultat' }));
    await userEvent.type(screen.getByLabelText('Résultat 1 Libellé (anglais)'), 'CVR');
    await userEvent.type(screen.getByLabelText('Résultat 1 Avant'), '8.5');
    await userEvent.type(screen.getByLabelText('Résultat 1 Après'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer l’étude de cas' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // The new result goes with its French label (empty here), so the API can refuse it.
    expect(sent[0]).toEqual({
      metrics: [{ label: 'CVR', before: 8.5, after: 12.5, unit: '', labelFr: '' }],
    });
    const french = screen.getByLabelText('Résultat 1 Libellé (français)');
    await waitFor(() => expect(french.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Obligatoire en français')).toBeVisible();
  });
});
