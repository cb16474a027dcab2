import type { PortfolioItemAnswer, PreviewLinkAnswer } from '@prism/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobFailuresView } from '~/admin/dashboard/job-failures';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { ImagePicker } from './image-picker';
import { PreviewLinks } from './preview-links';
import { UploadProgress } from './upload-progress';

const NBSP = '\u00a0';
/** Text as written, non-breaking spaces included (the default matcher folds them). */
const exact = { normalizer: (text: string) => text };
const TOKEN = 'a'.repeat(43);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const LINK: PreviewLinkAnswer = {
  id: 3,
  createdBy: 'alex',
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2099-11-27T10:00:00.000Z',
  revokedAt: null,
};

const ITEM = { id: 7, status: 'draft' } as PortfolioItemAnswer;

/** The API of the preview links: the list, and a new link with its token. */
function stubPreviewApi() {
  const fetchMock = vi.fn((path: string, init?: RequestInit) =>
    Promise.resolve(
      init?.method === 'POST' ? json(201, { ...LINK, id: 4, token: TOKEN }) : json(200, [LINK]),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  void setLocale('en', { reload: false });
  vi.unstubAllGlobals();
});

describe('client preview links (ADR 061)', () => {
  it('give the new link in each language, French first, as ADR 042 spells them', async () => {
    stubPreviewApi();
    renderAdmin(<PreviewLinks item={ITEM} />, sessionOf('editor'));
    expect(screen.getByRole('heading', { name: 'Client preview' })).toBeVisible();
    expect(await screen.findByText('Active')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Create link' }));
    const french = await screen.findByLabelText<HTMLInputElement>('Preview link in French');
    const english = screen.getByLabelText<HTMLInputElement>('Preview link in English');
    expect(french.value).toBe(`${window.location.origin}/fr/apercu/${TOKEN}`);
    expect(english.value).toBe(`${window.location.origin}/en/preview/${TOKEN}`);
    expect(french.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy the French link' })).toBeVisible();
  });

  it('read in French for a French-speaking editor', async () => {
    void setLocale('fr', { reload: false });
    stubPreviewApi();
    renderAdmin(<PreviewLinks item={ITEM} />, sessionOf('editor'));
    expect(screen.getByRole('heading', { name: 'Aperçu pour la clientèle' })).toBeVisible();
    expect(
      screen.getByText('Montrez ce brouillon à la clientèle avant de le publier.'),
    ).toBeVisible();
    const expiry = screen.getByLabelText<HTMLSelectElement>('Expire dans');
    expect([...expiry.options].map((o) => o.text)).toEqual([
      '1 jour',
      '7 jours',
      '30 jours',
      '90 jours',
    ]);
    const list = await screen.findByRole('list', { name: 'Liens d’aperçu' });
    expect(await within(list).findByText('Actif')).toBeVisible();
    expect(within(list).getByText(/^créé par alex le .+, valide jusqu’au .+2099$/)).toBeVisible();
    expect(within(list).getByRole('button', { name: 'Révoquer' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Créer le lien' }));
    expect(
      await screen.findByText(
        `Copiez-le maintenant${NBSP}: il n’est affiché qu’une seule fois.`,
        exact,
      ),
    ).toBeVisible();
    expect(screen.getByLabelText<HTMLInputElement>('Lien d’aperçu en français').value).toMatch(
      /\/fr\/apercu\/a{43}$/,
    );
    expect(screen.getByRole('button', { name: 'Copier le lien en anglais' })).toBeVisible();
  });
});

describe('the image picker and the upload, in French', () => {
  it('word the empty picker, the hint and the progress in French', () => {
    void setLocale('fr', { reload: false });
    renderAdmin(
      <>
        <ImagePicker id="image" file={null} onFileChange={() => {}} existingUrl={null} />
        <UploadProgress fraction={0.42} label="Téléversement…" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Choisir une image' })).toBeVisible();
    expect(screen.getByText('ou déposez-la ici')).toBeVisible();
    expect(
      screen.getByText(
        `JPEG, PNG, WebP, AVIF ou GIF, jusqu’à 10${NBSP}Mo. Affichée en format 4:5 sur le site.`,
        exact,
      ),
    ).toBeVisible();
    expect(screen.getByText(`42${NBSP}%`, exact)).toBeVisible();
  });

  it('words a chosen file with its size in French', async () => {
    void setLocale('fr', { reload: false });
    const file = new File([new Uint8Array(1536 * 1024)], 'photo.jpg', { type: 'image/jpeg' });
    renderAdmin(<ImagePicker id="image" file={file} onFileChange={() => {}} existingUrl={null} />);
    await waitFor(() => expect(screen.getByAltText('Aperçu de photo.jpg')).toBeVisible());
    expect(screen.getByText(`1,5${NBSP}Mo · téléversée à l’enregistrement`, exact)).toBeVisible();
    expect(screen.getByRole('button', { name: 'En choisir une autre' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retirer la sélection' })).toBeVisible();
  });
});

describe('failed scheduled tasks, in French', () => {
  it('names the task, its state and its attempts in French', () => {
    void setLocale('fr', { reload: false });
    renderAdmin(
      <JobFailuresView
        data={{
          failing: 2,
          failures: [
            {
              id: 4,
              name: 'portfolio.publish',
              key: '12',
              status: 'retrying',
              attempts: 3,
              dueAt: '2026-11-25T19:00:00.000Z',
              failedAt: '2026-11-25T19:00:02.000Z',
              error: 'boom',
              reason: {
                code: 'not_ready',
                fields: [{ field: 'en.title', code: 'missing', message: 'is missing' }],
              },
              item: null,
            },
          ],
        }}
      />,
      sessionOf('editor'),
    );
    expect(screen.getByRole('heading', { name: '2 tâches planifiées ont échoué' })).toBeVisible();
    expect(screen.getByRole('listitem').textContent).toBe(
      'Publication planifiée (12): Nouvel essai prévu, 3 tentatives — Une langue n’est pas prête. Champs à corriger\u00a0: Titre (anglais)',
    );
  });
});
