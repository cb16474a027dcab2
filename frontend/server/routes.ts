/**
 * The admin area and React Router's own requests, which only the hydrated app makes (route
 * data `*.data`, route discovery `/__manifest?p=…`): streamed as an app, never cached (their
 * answers depend on the query string, which the page cache's key leaves out).
 */
const APP_PATHS = /^\/(admin(\/|$)|__manifest$)|\.data$/;
export const isAppRequest = (path: string): boolean => APP_PATHS.test(path);

/**
 * Methods a page answers; anything else is a 405 before it reaches a handler. POST only
 * where there is an action: the landing page in each language (the contact form without
 * JavaScript), the rights-request pages, and the admin's live previews.
 */
const READ_METHODS = ['GET', 'HEAD'];
const LANDING_PAGES = /^\/(fr|en)\/?$/;
/** The rights-request form and its confirmation page (issue 46), each with its action. */
const RIGHTS_PAGES =
  /^\/(fr\/confidentialite\/(demande|confirmer\/[A-Za-z0-9_-]{43})|en\/privacy\/(request|confirm\/[A-Za-z0-9_-]{43}))$/;
/** The admin's live previews of a page, a project and the landing texts (issue 50). */
const PREVIEW_RENDER_PATHS = new Set([
  '/admin/pages/preview-render',
  '/admin/portfolio/preview-render',
  '/admin/landing/preview-render',
]);
export const isPreviewRender = (path: string): boolean => PREVIEW_RENDER_PATHS.has(path);
export const methodsOf = (path: string): string[] =>
  LANDING_PAGES.test(path) || RIGHTS_PAGES.test(path) || isPreviewRender(path)
    ? [...READ_METHODS, 'POST']
    : READ_METHODS;

/**
 * The API's internal routes (page views, redirect hits, the 404 log) take the site server's
 * own batches only: the public origin never forwards them (issue 44). Judged as the API
 * would route the path: percent-decoded, dot segments resolved, repeated slashes and case
 * ignored.
 */
export function isInternalApiPath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as written.
  }
  const resolved = new URL(decoded.replace(/[\\/]+/g, '/'), 'http://site.invalid').pathname;
  return /^\/api\/internal(\/|$)/i.test(resolved.replace(/\/+/g, '/'));
}
