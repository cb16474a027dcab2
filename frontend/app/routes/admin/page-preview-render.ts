import { isLocale } from '~/lib/locale';
import type { ApiErrorBody } from '@prism/contracts';
import type { PublicPage } from '@prism/contracts/pages';
import type { Route } from './+types/page-preview-render';
import { ADMIN_HEADERS } from '~/admin/shared/session.server';
import { getNavigation, getPrivacy, getSiteSettings } from '~/lib/api.server';
import { isBackendError } from '~/lib/backend-error';
import { renderPagePreview } from '~/lib/page-preview.server';

const json = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  });

/** A refusal of the site's own, in the API's error shape, so the editor words it the same way. */
const refusal = (status: number, error: string, body: Omit<ApiErrorBody, 'statusCode' | 'error'>) =>
  json(status, JSON.stringify({ statusCode: status, error, ...body } satisfies ApiErrorBody));

/**
 * The admin's live preview of a page (issue 50): POST `{locale, fields}` (the draft the
 * editor holds, nothing saved) answers the page as the public site would draw it, a whole
 * HTML document for the editor's iframe. The API builds the page from the draft (POST
 * /api/pages/preview) with the staff member's own cookie, so its permission and its
 * refusals (a field that fails its schema, named) are the answer's; the site then renders
 * it with the public components inside the site's header and footer (`frame: false`
 * leaves them out).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const cookie = request.headers.get('cookie');
  if (!cookie) {
    return refusal(401, 'Unauthorized', { code: 'unauthenticated', message: 'Sign in first' });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refusal(400, 'Bad Request', { code: 'malformed_json', message: 'The body is not JSON' });
  }
  const { locale, fields, frame } = (body ?? {}) as {
    locale?: unknown;
    fields?: unknown;
    frame?: unknown;
  };
  if (!isLocale(locale)) {
    return refusal(400, 'Bad Request', {
      code: 'validation_failed',
      message: "locale must be 'fr' or 'en'",
      fields: [{ field: 'locale', code: 'invalid_choice', message: "Must be 'fr' or 'en'" }],
    });
  }
  let page: PublicPage;
  try {
    page = await context.backend.postJson<PublicPage>(
      '/api/pages/preview',
      { locale, fields },
      { headers: { cookie }, timeoutMs: 5_000 },
    );
  } catch (error) {
    // The API's own answer (signed out, not allowed, a field named): passed on as it is.
    if (isBackendError(error) && !error.unavailable) return json(error.status, error.body);
    return refusal(503, 'Service Unavailable', {
      code: 'unavailable',
      message: 'The API is away for a moment',
    });
  }
  const around =
    frame === false
      ? undefined
      : await Promise.all([
          getSiteSettings(context, locale),
          getPrivacy(context),
          getNavigation(context, locale),
        ]).then(([settings, privacy, navigation]) => ({ settings, privacy, navigation }));
  return new Response(await renderPagePreview(page, around), {
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
