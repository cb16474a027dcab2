import type { ApiErrorBody } from '@prism/contracts';
import type { Locale } from '@prism/contracts/locale';
import type { SiteContext } from '~/context';
import { ADMIN_HEADERS } from '~/admin/shared/session.server';
import { getNavigation, getPrivacy, getSiteSettings } from './api.server';
import { isBackendError } from './backend-error';
import { isLocale } from './locale';
import type { PreviewFrame } from './preview-document.server';

const json = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  });

/** A refusal of the site's own, in the API's error shape, so the editor words it the same way. */
export const previewRefusal = (
  status: number,
  error: string,
  body: Omit<ApiErrorBody, 'statusCode' | 'error'>,
) => json(status, JSON.stringify({ statusCode: status, error, ...body } satisfies ApiErrorBody));

/** What the API is asked for a preview: its path and the body it takes. */
export interface PreviewCall {
  path: string;
  body: unknown;
}

/**
 * A live preview's resource route (issue 50): POST `{locale, frame?, …draft}` answers the
 * public page the draft makes, a whole HTML document for the editor's iframe. The API
 * builds the public answer from the draft (`ask` says which call) with the staff member's
 * own cookie, so its permission and its refusals (a field that fails its schema, named)
 * are the answer's; the site then renders it with the public components (`render`) inside
 * the site's header and footer (`frame: false` leaves them out).
 */
export async function previewResponse(
  request: Request,
  context: SiteContext,
  ask: (body: Record<string, unknown>, locale: Locale) => PreviewCall | Response,
  // Takes the API's answer to that call, whose type the caller knows (the API's contract).
  render: (answer: never, frame: PreviewFrame | undefined) => Promise<string>,
): Promise<Response> {
  const cookie = request.headers.get('cookie');
  if (!cookie) {
    return previewRefusal(401, 'Unauthorized', {
      code: 'unauthenticated',
      message: 'Sign in first',
    });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return previewRefusal(400, 'Bad Request', {
      code: 'malformed_json',
      message: 'The body is not JSON',
    });
  }
  const draft = (body !== null && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const { locale, frame } = draft;
  if (!isLocale(locale)) {
    return previewRefusal(400, 'Bad Request', {
      code: 'validation_failed',
      message: "locale must be 'fr' or 'en'",
      fields: [{ field: 'locale', code: 'invalid_choice', message: "Must be 'fr' or 'en'" }],
    });
  }
  const call = ask(draft, locale);
  if (call instanceof Response) return call;
  let answer: never;
  try {
    answer = await context.backend.postJson<never>(call.path, call.body, {
      headers: { cookie },
      timeoutMs: 5_000,
    });
  } catch (error) {
    // The API's own answer (signed out, not allowed, a field named): passed on as it is.
    if (isBackendError(error) && !error.unavailable) return json(error.status, error.body);
    return previewRefusal(503, 'Service Unavailable', {
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
  return new Response(await render(answer, around), {
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
