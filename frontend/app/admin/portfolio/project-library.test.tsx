import type { MediaAssetDetail } from '@prism/contracts/media-library';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mediaKeys } from '~/admin/media/media';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { PortfolioForm } from './portfolio-form';

const ASSET: MediaAssetDetail = {
  id: 12,
  fileName: 'atelier.jpg',
  bytes: 240_000,
  imageUrl: '/media/library/abc/800.jpg',
  image: {
    width: 800,
    height: 1000,
    variants: [{ url: '/media/library/abc/800.jpg', width: 800, height: 1000, format: 'jpeg' }],
    focal: { x: 0.5, y: 0.5 },
  },
  alt: { fr: 'L’atelier au matin', en: 'The studio in the morning' },
  caption: { fr: '', en: '' },
  version: 1,
  createdAt: '2026-11-30T14:00:00.000Z',
  updatedAt: '2026-11-30T14:00:00.000Z',
  uses: [],
};

describe('the project form’s cover from the media library', () => {
  it('takes a library image as the cover, with its alt text when the project has none', async () => {
    const user = userEvent.setup();
    renderAdmin(<PortfolioForm />, sessionOf('editor'), (client) =>
      client.setQueryData(mediaKeys.list(''), {
        pages: [{ items: [ASSET], nextCursor: null }],
        pageParams: [null],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Choose from the library' }));
    const grid = await screen.findByRole('list', { name: 'Images' });
    await user.click(within(grid).getByRole('button', { name: /atelier\.jpg/ }));

    expect(screen.queryByRole('list', { name: 'Images' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      ASSET.imageUrl,
    );
    expect(screen.getByText(/From the media library/)).toBeVisible();
    expect(screen.getByLabelText('Cover alt text')).toHaveValue('The studio in the morning');
  });
});
