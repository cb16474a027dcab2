import type { MediaAssetDetail, MediaPatchInput } from '@prism/contracts/media-library';
import type { PortfolioImage } from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, upload } from '~/admin/shared/api';
import { pagedQuery } from '~/admin/shared/paged-list';
import { keepLatest } from '~/admin/shared/query-client';

/** Under one prefix: any change to an image refetches the grid and its panel. */
export const mediaKeys = {
  all: ['media'] as const,
  list: (q: string) => ['media', 'list', q] as const,
  asset: (id: number) => ['media', 'asset', id] as const,
};

/** The library a page at a time, newest first; `q` searches names, alt texts and captions. */
export const mediaListQuery = (q: string) =>
  pagedQuery<MediaAssetDetail>(
    mediaKeys.list(q),
    q ? `/api/media-library?${new URLSearchParams({ q }).toString()}` : '/api/media-library',
    24,
  );

export const mediaAssetQuery = (id: number) =>
  queryOptions({
    queryKey: mediaKeys.asset(id),
    queryFn: () => api<MediaAssetDetail>(`/api/media-library/${id}`),
  });

/** A small rendition for the grid: the narrowest WebP or JPEG at least `min` wide. */
export function thumbnailUrl(image: PortfolioImage, fallback: string, min = 320): string {
  const fit = image.variants
    .filter((v) => v.format === 'webp' || v.format === 'jpeg')
    .sort((a, b) => a.width - b.width);
  return (fit.find((v) => v.width >= min) ?? fit.at(-1))?.url ?? fallback;
}

/**
 * Writes answer the image as it now is: it goes in its panel's cache unless a later version
 * is there already, and the grid refetches.
 */
function useKeep() {
  const client = useQueryClient();
  return (asset: MediaAssetDetail) => {
    keepLatest(client, mediaKeys.asset(asset.id), asset);
    void client.invalidateQueries({ queryKey: ['media', 'list'] });
  };
}

export function useUploadMedia() {
  const keep = useKeep();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (f: number) => void }) => {
      const form = new FormData();
      form.append('image', file);
      return upload<MediaAssetDetail>('/api/media-library', 'POST', form, onProgress);
    },
    onSuccess: keep,
  });
}

export function usePatchMedia(id: number) {
  const keep = useKeep();
  return useMutation({
    mutationFn: (body: MediaPatchInput) =>
      api<MediaAssetDetail>(`/api/media-library/${id}`, { method: 'PATCH', body: { ...body } }),
    onSuccess: keep,
  });
}

export function useReplaceMedia(id: number) {
  const keep = useKeep();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return upload<MediaAssetDetail>(`/api/media-library/${id}/file`, 'PUT', form);
    },
    onSuccess: keep,
  });
}

export function useDeleteMedia() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string }>(`/api/media-library/${id}`, { method: 'DELETE' }),
    // A refusal (in use) may mean the uses changed: the panel reads them again.
    onSettled: () => client.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
