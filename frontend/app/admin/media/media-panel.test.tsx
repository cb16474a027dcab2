import type { MediaAssetDetail } from '@prism/contracts/media-library';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { mediaKeys } from './media';
import { MediaPanel } from './media-panel';

const variant = (width: number, format: 'jpeg' | 'webp') => ({
  url: `/media/library/abc/${width}.${format === 'jpeg' ? 'jpg' : 'webp'}`,
  width,
  height: Math.round((width * 3) / 4),
  format,
});

const ASSET: MediaAssetDetail = {
  id: 12,
  fileName: 'equipe.jpg',
  bytes: 2_400_000,
  imageUrl: '/media/library/abc/1200.jpg',
  image: {
    width: 1200,
    height: 900,
    variants: [variant(640, 'webp'), variant(640, 'jpeg'), variant(1200, 'jpeg')],
    focal: { x: 0.3, y: 0.4 },
  },
  alt: { fr: 'L’équipe devant l’atelier', en: 'The team outside the studio' },
  caption: { fr: '', en: '' },
  version: 4,
  createdAt: '2026-11-30T14:00:00.000Z',
  updatedAt: '2026-11-30T14:00:00.000Z',
  uses: [{ kind: 'page', id: 3, label: 'Notre équipe', adminPath: '/admin/pages/3' }],
};

afterEach(() => void setLocale('en', { reload: false }));

describe('the media library’s image panel', () => {
  it('shows French first, where the image is used with links, and refuses delete while used', () => {
    void setLocale('fr', { reload: false });
    renderAdmin(<MediaPanel id={12} onDeleted={() => undefined} />, sessionOf('admin'), (client) =>
      client.setQueryData(mediaKeys.asset(12), ASSET),
    );
    const [first, second] = screen.getAllByRole('group');
    expect(within(first!).getByText('Français')).toBeVisible();
    expect(within(second!).getByText('Anglais')).toBeVisible();
    expect(within(first!).getByLabelText(/Texte de remplacement/)).toHaveValue(
      'L’équipe devant l’atelier',
    );
    const uses = screen.getByRole('region', { name: 'Utilisée dans' });
    expect(within(uses).getByRole('link', { name: 'Notre équipe' })).toHaveAttribute(
      'href',
      '/admin/pages/3',
    );
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    expect(screen.getByText(/Une image utilisée ne peut pas être supprimée/)).toBeVisible();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: 'Enregistrer les textes' })).toBeDisabled();
  });
});
