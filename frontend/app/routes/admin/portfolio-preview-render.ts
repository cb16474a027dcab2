import type { Route } from './+types/portfolio-preview-render';
import { renderProjectPreview } from '~/lib/project-preview.server';
import { previewRefusal, previewResponse } from '~/lib/preview-render.server';

/**
 * The project editor's live preview (issue 50): POST `{locale, id?, fields?, caseStudy?,
 * translations?}`, the item's unsaved changes, each part as its own save takes it; the API
 * lays them over the stored item (POST /api/portfolio/:id/preview), or without `id` (the
 * new-project screen) over an empty one (POST /api/portfolio/preview), nothing saved.
 */
export function action({ request, context }: Route.ActionArgs) {
  return previewResponse(
    request,
    context,
    ({ id, fields, caseStudy, translations }, locale) =>
      id === undefined || (typeof id === 'number' && Number.isInteger(id) && id > 0)
        ? {
            path: id === undefined ? '/api/portfolio/preview' : `/api/portfolio/${id}/preview`,
            body: { locale, fields, caseStudy, translations },
          }
        : previewRefusal(400, 'Bad Request', {
            code: 'validation_failed',
            message: 'id must be an item id',
            fields: [{ field: 'id', code: 'invalid', message: 'Must be an item id' }],
          }),
    renderProjectPreview,
  );
}
