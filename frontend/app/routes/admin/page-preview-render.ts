import type { Route } from './+types/page-preview-render';
import { renderPagePreview } from '~/lib/page-preview.server';
import { previewResponse } from '~/lib/preview-render.server';

/**
 * The page editor's live preview (issue 50): POST `{locale, fields}` (the draft the editor
 * holds, nothing saved); the API builds the page from it (POST /api/pages/preview).
 */
export function action({ request, context }: Route.ActionArgs) {
  return previewResponse(
    request,
    context,
    ({ fields }, locale) => ({ path: '/api/pages/preview', body: { locale, fields } }),
    renderPagePreview,
  );
}
