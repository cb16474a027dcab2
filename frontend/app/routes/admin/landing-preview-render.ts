import {
  fieldErrorOfIssue,
  fieldOfIssue,
  landingContentSchema,
  type ApiErrorBody,
  type AuthCheckAnswer,
} from '@prism/contracts';
import { landingSectionsOf } from '@prism/contracts/blocks';
import type { Route } from './+types/landing-preview-render';
import { ADMIN_HEADERS, checkSession } from '~/admin/shared/session.server';
import { getNavigation, getPrivacy, getSiteSettings } from '~/lib/api.server';
import { landingParts } from '~/lib/landing-parts.server';
import { isLocale } from '~/lib/locale';
import { renderLandingPreview } from '~/lib/page-preview.server';

const json = (status: number, body: Omit<ApiErrorBody, 'statusCode'>) =>
  new Response(JSON.stringify({ statusCode: status, ...body } satisfies ApiErrorBody), {
    status,
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  });

/**
 * The live preview of the landing texts (issue 50): POST `{locale, content}` (the
 * draft the landing texts screen holds, both languages, nothing saved) answers the landing
 * page as the site would draw it from that draft, a whole HTML document for the screen's
 * iframe. Read like the screen (`view_content`); a draft that fails the landing texts'
 * schema is refused with the field it names, and the preview keeps its last rendering.
 */
export async function action({ request, context }: Route.ActionArgs) {
  let session: AuthCheckAnswer;
  try {
    session = await checkSession(request, context);
  } catch {
    return json(503, {
      error: 'Service Unavailable',
      code: 'unavailable',
      message: 'The API is away for a moment',
    });
  }
  if (!session.authenticated) {
    return json(401, { error: 'Unauthorized', code: 'unauthenticated', message: 'Sign in first' });
  }
  if (!session.permissions.includes('view_content')) {
    return json(403, {
      error: 'Forbidden',
      code: 'permission_missing',
      params: { permissions: 'view_content' },
      message: 'Reading the landing texts needs view_content',
    });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json(400, {
      error: 'Bad Request',
      code: 'malformed_json',
      message: 'The body is not JSON',
    });
  }
  const { locale, content } = (body ?? {}) as { locale?: unknown; content?: unknown };
  if (!isLocale(locale)) {
    return json(400, {
      error: 'Bad Request',
      code: 'validation_failed',
      message: "locale must be 'fr' or 'en'",
      fields: [{ field: 'locale', code: 'invalid_choice', message: "Must be 'fr' or 'en'" }],
    });
  }
  const draft = landingContentSchema.safeParse(content);
  if (!draft.success) {
    return json(400, {
      error: 'Bad Request',
      code: 'validation_failed',
      message: 'The draft is not a valid landing text yet',
      fields: draft.error.issues.map((issue) => ({
        field: `content.${fieldOfIssue(issue)}`,
        ...fieldErrorOfIssue(issue, content),
        message: issue.message,
      })),
    });
  }
  const [parts, settings, privacy, navigation] = await Promise.all([
    landingParts(context, locale, 'all'),
    getSiteSettings(context, locale),
    getPrivacy(context),
    getNavigation(context, locale),
  ]);
  const html = await renderLandingPreview(
    { locale, filter: 'all', settings, ...parts },
    landingSectionsOf(draft.data),
    { settings, privacy, navigation },
  );
  return new Response(html, {
    headers: { ...ADMIN_HEADERS, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
