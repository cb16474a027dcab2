import type { PortfolioItemAnswer } from '@prism/contracts';
import type { MediaAssetDetail } from '@prism/contracts/media-library';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mediaKeys } from '~/admin/media/media';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { GalleryManager } from './gallery-manager';
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
  caption: { fr: 'Le matin', en: 'Morning' },
  version: 1,
  createdAt: '2026-11-30T14:00:00.000Z',
  updatedAt: '2026-11-30T14:00:00.000Z',
  uses: [],
};

/** Opens the picker from `ui` and chooses ASSET in it. */
async function chooseFromLibrary(ui: React.ReactNode) {
  const user = userEvent.setup();
  renderAdmin(ui, sessionOf('editor'), (client) =>
    client.setQueryData(mediaKeys.list(''), {
      pages: [{ items: [ASSET], nextCursor: null }],
      pageParams: [null],
    }),
  );
  await user.click(screen.getByRole('button', { name: 'Choose from the library' }));
  const grid = await screen.findByRole('list', { name: 'Images' });
  await user.click(within(grid).getByRole('button', { name: /atelier\.jpg/ }));
}

describe('the project form’s cover from the media library', () => {
  it('takes a library image as the cover, with its alt text when the project has none', async () => {
    await chooseFromLibrary(<PortfolioForm />);

    expect(screen.queryByRole('list', { name: 'Images' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Current image' })).toHaveAttribute(
      'src',
      ASSET.imageUrl,
    );
    expect(screen.getByText(/From the media library/)).toBeVisible();
    expect(screen.getByLabelText('Cover alt text')).toHaveValue('The studio in the morning');
  });
});

describe('the project gallery from the media library', () => {
  it('lists a library image to add, with the library’s texts in both languages to change', async () => {
    const item = { id: 3, gallery: [] } as unknown as PortfolioItemAnswer;
    await chooseFromLibrary(<GalleryManager item={item} />);

    const pending = screen.getByRole('list', { name: 'Images to upload' });
    expect(within(pending).getByRole('img', { name: 'Preview of atelier.jpg' })).toHaveAttribute(
      'src',
      ASSET.imageUrl,
    );
    expect(within(pending).getByText('atelier.jpg, from the media library')).toBeVisible();
    expect(within(pending).getByLabelText('Alt text (English)')).toHaveValue(
      'The studio in the morning',
    );
    expect(within(pending).getByLabelText('Alt text (French)')).toHaveValue('L’atelier au matin');
    expect(within(pending).getByLabelText('Caption (French)')).toHaveValue('Le matin');
    expect(screen.getByRole('button', { name: 'Add 1 image' })).toBeEnabled();
  });
});
