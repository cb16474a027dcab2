import type { ClientLogoAnswer, LogoInput, SvgUploadAnswer } from '@prism/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, upload } from '~/admin/shared/api';
import { pagedQuery } from '~/admin/shared/paged-list';
import { queryKeys } from '~/admin/shared/query-client';

/** The logos a page at a time, in display order (the server sorts: order, empty last, then name). */
export const logosQuery = pagedQuery<ClientLogoAnswer>(queryKeys.logos, '/api/logos');

/** The body of POST/PUT /api/logos for a stored logo, with some fields changed. */
export function logoBody(logo: ClientLogoAnswer, changes: Partial<LogoInput> = {}): LogoInput {
  return {
    name: logo.name,
    iconType: logo.iconType,
    iconValue: logo.iconValue,
    order: logo.order,
    active: logo.active,
    ...changes,
  };
}

/**
 * The new order values after moving one logo from one place in the list to another: every
 * logo takes its index as its order, and only those whose order changes are returned.
 */
export function reorder(
  logos: readonly ClientLogoAnswer[],
  from: number,
  to: number,
): { logo: ClientLogoAnswer; order: number }[] {
  if (from === to || from < 0 || to < 0 || from >= logos.length || to >= logos.length) return [];
  const next = [...logos];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [];
  next.splice(to, 0, moved);
  return next
    .map((logo, index) => ({ logo, order: index }))
    .filter(({ logo, order }) => logo.order !== order);
}

function useInvalidateLogos() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.logos });
}

export function useSaveLogo() {
  const invalidate = useInvalidateLogos();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: LogoInput }) =>
      id === undefined
        ? api<ClientLogoAnswer>('/api/logos', { method: 'POST', body: { ...body } })
        : api<ClientLogoAnswer>(`/api/logos/${id}`, { method: 'PUT', body: { ...body } }),
    onSettled: invalidate,
  });
}

/** Writes the new orders one after another (each is a full PUT), then refetches once. */
export function useReorderLogos() {
  const invalidate = useInvalidateLogos();
  return useMutation({
    mutationFn: async (changes: { logo: ClientLogoAnswer; order: number }[]) => {
      for (const { logo, order } of changes) {
        await api<ClientLogoAnswer>(`/api/logos/${logo.id}`, {
          method: 'PUT',
          body: { ...logoBody(logo, { order }) },
        });
      }
    },
    onSettled: invalidate,
  });
}

export function useDeleteLogo() {
  const invalidate = useInvalidateLogos();
  return useMutation({
    mutationFn: (id: number) => api<{ message: string }>(`/api/logos/${id}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

/** POST /api/uploads/svg: the server answers the sanitised markup; nothing is stored yet. */
export function useUploadSvg() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('svgFile', file);
      return upload<SvgUploadAnswer>('/api/uploads/svg', 'POST', form);
    },
  });
}
