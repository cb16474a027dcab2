import {
  IMAGE_REFUSALS,
  IMAGE_TYPES,
  LIMITS,
  type CaseStudyInput,
  type ContentHealthAnswer,
  type GalleryImageAnswer,
  type GalleryOrderInput,
  type ItemTranslationsInput,
  type PortfolioItemAnswer,
  type PreviewLinkAnswer,
} from '@prism/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, upload, type KeepTheirs } from '~/admin/shared/api';
import { queryKeys } from '~/admin/shared/query-client';

/**
 * Checks a file before it is sent, with the server's own messages: type, 10 MB and, once
 * the browser has read its header, the pixel count. Null when the file may go.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_REFUSALS.type;
  if (file.size > LIMITS.image.maxBytes) return IMAGE_REFUSALS.bytes;
  const size = await imageSize(file);
  if (size && size.width * size.height > LIMITS.image.maxPixels) return IMAGE_REFUSALS.pixels;
  return null;
}

/** The intrinsic size, or null when the browser can't decode it (the server decides then). */
async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** An image of a multipart form: the file under `fileField`, or a library id under `idField`. */
function appendImage(form: FormData, fileField: string, idField: string, image: File | number) {
  if (image instanceof File) form.append(fileField, image);
  else form.append(idField, String(image));
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.portfolio });
}

export function useUploadGalleryImage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      image,
      alt,
      caption,
      altFr,
      captionFr,
      more,
      onProgress,
    }: {
      id: number;
      /** A file to upload, or a media library image's id. */
      image: File | number;
      alt: string;
      caption: string;
      altFr: string;
      captionFr: string;
      /** More images of the same upload follow: the item's revision waits for the last. */
      more: boolean;
      onProgress: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append('alt', alt);
      form.append('caption', caption);
      form.append('altFr', altFr);
      form.append('captionFr', captionFr);
      form.append('more', String(more));
      appendImage(form, 'image', 'mediaId', image);
      return upload<GalleryImageAnswer>(`/api/portfolio/${id}/gallery`, 'POST', form, onProgress);
    },
    onSettled: invalidate,
  });
}

export function useSaveGallery() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: GalleryOrderInput }) =>
      api<PortfolioItemAnswer>(`/api/portfolio/${id}/gallery`, {
        method: 'PUT',
        body,
        keepTheirs: (sent, theirs) => keepTheirsInGallery(sent as GalleryOrderInput, theirs),
      }),
    onSettled: invalidate,
  });
}

/** Puts another image (a file, or a library image's id) in a gallery image's place. */
export function useReplaceGalleryImage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      imageId,
      image,
      onProgress,
    }: {
      id: number;
      imageId: number;
      image: File | number;
      onProgress?: (fraction: number) => void;
    }) => {
      const form = new FormData();
      appendImage(form, 'image', 'mediaId', image);
      return upload<GalleryImageAnswer>(
        `/api/portfolio/${id}/gallery/${imageId}/image`,
        'PUT',
        form,
        onProgress,
      );
    },
    onSettled: invalidate,
  });
}

export function useDeleteGalleryImage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) =>
      api(`/api/portfolio/${id}/gallery/${imageId}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function useAddBeforeAfter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      label,
      labelFr,
      before,
      after,
      onProgress,
    }: {
      id: number;
      label: string;
      labelFr: string;
      /** Each side a file to upload, or a media library image's id. */
      before: File | number;
      after: File | number;
      onProgress: (fraction: number) => void;
    }) => {
      const form = new FormData();
      form.append('label', label);
      form.append('labelFr', labelFr);
      appendImage(form, 'before', 'beforeMediaId', before);
      appendImage(form, 'after', 'afterMediaId', after);
      return upload<PortfolioItemAnswer>(
        `/api/portfolio/${id}/before-after`,
        'POST',
        form,
        onProgress,
      );
    },
    onSettled: invalidate,
  });
}

/** Puts another image (a file, or a library image's id) on one side of a before/after pair. */
export function useReplaceBeforeAfterImage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      id,
      pairId,
      side,
      image,
      onProgress,
    }: {
      id: number;
      pairId: number;
      side: 'before' | 'after';
      image: File | number;
      onProgress?: (fraction: number) => void;
    }) => {
      const form = new FormData();
      appendImage(form, side, `${side}MediaId`, image);
      return upload<PortfolioItemAnswer>(
        `/api/portfolio/${id}/before-after/${pairId}/images`,
        'PUT',
        form,
        onProgress,
      );
    },
    onSettled: invalidate,
  });
}

export function useDeleteBeforeAfter() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, pairId }: { id: number; pairId: number }) =>
      api(`/api/portfolio/${id}/before-after/${pairId}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function useSaveCaseStudy() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CaseStudyInput }) =>
      api<PortfolioItemAnswer>(`/api/portfolio/${id}/case-study`, { method: 'PUT', body }),
    onSettled: invalidate,
  });
}

/**
 * The gallery's order and English texts with "keep theirs" applied: `gallery.12.alt` is
 * the image 12's alt. The order is the person's (the list names every image).
 */
export const keepTheirsInGallery: KeepTheirs<GalleryOrderInput> = (body, theirs) => {
  const copy = structuredClone(body);
  for (const { field, theirs: value } of theirs) {
    const [, key, part] = field.split('.');
    const image = copy.images.find((entry) => entry.id === Number(key));
    if (image && (part === 'alt' || part === 'caption') && typeof value === 'string') {
      image[part] = value;
    }
  }
  return copy;
};

/**
 * A translations body with "keep theirs" applied: revisions name the English
 * text `title` and the French `titleFr` (`slugEn`, `readyFr`, `gallery.12.altFr`,
 * `metrics.0.labelFr`); the body holds them per language, list entries by id or position.
 */
export const keepTheirsInTranslations: KeepTheirs<ItemTranslationsInput> = (body, theirs) => {
  const copy = structuredClone(body);
  for (const { field, theirs: value } of theirs) {
    const [top = '', key, part] = field.split('.');
    const name = part ?? top;
    const locale = /Fr$/.test(name) ? 'fr' : 'en';
    const texts = copy[locale] as Record<string, unknown> | undefined;
    if (!texts) continue;
    const base = name.replace(/(Fr|En)$/, '');
    if (part === undefined) {
      // A list's length or order both changed (`metrics.length`): the list stays theirs.
      if (key === undefined && base in texts) texts[base] = value;
      else if (key !== undefined) texts[top] = undefined;
      continue;
    }
    const list = texts[top];
    if (!Array.isArray(list)) continue;
    if (top === 'metrics') {
      if (Number(key) < list.length) list[Number(key)] = value;
      continue;
    }
    const entry = (list as Record<string, unknown>[]).find((e) => e.id === Number(key));
    if (entry) entry[base] = value;
  }
  return copy;
};

/** PUT /api/portfolio/:id/translations: the texts the person changed, per language. */
export function useSaveTranslations() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ItemTranslationsInput }) =>
      api<PortfolioItemAnswer>(`/api/portfolio/${id}/translations`, {
        method: 'PUT',
        body,
        keepTheirs: (sent, theirs) =>
          keepTheirsInTranslations(sent as ItemTranslationsInput, theirs),
      }),
    onSettled: invalidate,
  });
}

export function useSavePortfolioOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<{ message: string }>('/api/portfolio-order', { method: 'PUT', body: { ids } }),
    onSettled: invalidate,
  });
}

export const previewLinksQuery = (id: number) =>
  queryOptions({
    queryKey: [...queryKeys.portfolioItem(id), 'preview-links'] as const,
    queryFn: () => api<PreviewLinkAnswer[]>(`/api/portfolio/${id}/preview-links`),
  });

export function useCreatePreviewLink() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, expiresInHours }: { id: number; expiresInHours: number }) =>
      api<PreviewLinkAnswer>(`/api/portfolio/${id}/preview-links`, {
        method: 'POST',
        body: { expiresInHours },
      }),
    onSettled: invalidate,
  });
}

export function useRevokePreviewLink() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, linkId }: { id: number; linkId: number }) =>
      api<PreviewLinkAnswer>(`/api/portfolio/${id}/preview-links/${linkId}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export const contentHealthQuery = queryOptions({
  queryKey: [...queryKeys.portfolio, 'health'] as const,
  queryFn: () => api<ContentHealthAnswer>('/api/portfolio-health'),
});
