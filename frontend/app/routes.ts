import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { LOCALES } from '@prism/contracts';
import { routePatterns } from './lib/site-paths';

/**
 * Public pages share the site layout (header, footer, settings). The admin area (issue 5)
 * adds its own layout route beside it, so no admin module is part of a public page's graph.
 */
export default [
  route('robots.txt', 'routes/robots.ts'),
  // A sitemap index, and each language's sitemap in files of at most 50,000 pages.
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('sitemaps/:file', 'routes/sitemap-file.ts'),
  // The admin area (docs/product.md#admin): /admin holds the admin query client; the login screen sits
  // beside the guard, which checks the session on the server before any admin HTML.
  route('admin', 'routes/admin/admin.tsx', [
    route('login', 'routes/admin/login.tsx'),
    // Signed-out pages of e-mailed links: the token is the URL's fragment.
    route('forgot-password', 'routes/admin/forgot-password.tsx'),
    route('reset', 'routes/admin/reset.tsx'),
    route('invite', 'routes/admin/invite.tsx'),
    // The live previews' HTML (POST, resource routes): each checks the staff session.
    route('pages/preview-render', 'routes/admin/page-preview-render.ts'),
    route('portfolio/preview-render', 'routes/admin/portfolio-preview-render.ts'),
    route('landing/preview-render', 'routes/admin/landing-preview-render.ts'),
    layout('routes/admin/guard.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('portfolio', 'routes/admin/portfolio.tsx'),
      route('portfolio/new', 'routes/admin/portfolio-new.tsx'),
      route('portfolio/edit/:id', 'routes/admin/portfolio-edit.tsx'),
      route('messages', 'routes/admin/messages.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('logos', 'routes/admin/logos.tsx'),
      route('media', 'routes/admin/media.tsx'),
      // Pages built from blocks and the site's navigation (issue 50).
      route('pages', 'routes/admin/pages.tsx'),
      route('pages/new', 'routes/admin/pages-new.tsx'),
      route('pages/edit/:id', 'routes/admin/pages-edit.tsx'),
      // The journal's posts: pages of the kind `post`, in the same editor.
      route('journal', 'routes/admin/journal.tsx'),
      route('journal/new', 'routes/admin/journal-new.tsx'),
      route('journal/edit/:id', 'routes/admin/pages-edit.tsx', { id: 'journal-edit' }),
      route('navigation', 'routes/admin/navigation.tsx'),
      route('landing', 'routes/admin/landing.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('redirects', 'routes/admin/redirects.tsx'),
      // Privacy (issue 46): settings, policy versions, rights requests, incidents.
      route('privacy', 'routes/admin/privacy.tsx'),
      route('privacy/policy', 'routes/admin/privacy-policy.tsx'),
      route('privacy/requests', 'routes/admin/privacy-requests.tsx'),
      route('privacy/requests/:id', 'routes/admin/privacy-request.tsx'),
      route('privacy/incidents', 'routes/admin/privacy-incidents.tsx'),
      route('security', 'routes/admin/security.tsx'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
  layout('routes/site-layout.tsx', [
    // Every public page in each language, its path words from one table. `/` and
    // the language switch are answered by the server before any route (server/language.ts).
    ...LOCALES.flatMap((locale) => {
      const paths = routePatterns(locale);
      return [
        route(paths.landing, 'routes/home.tsx', { id: `home.${locale}` }),
        route(paths.work, 'routes/work-index.tsx', { id: `work.${locale}` }),
        route(paths.project, 'routes/portfolio-item.tsx', { id: `project.${locale}` }),
        route(paths.preview, 'routes/preview.tsx', { id: `preview.${locale}` }),
        route(paths.journal, 'routes/journal-index.tsx', { id: `journal.${locale}` }),
        route(paths.journalFeed, 'routes/journal-feed.ts', { id: `feed.${locale}` }),
        route(paths.post, 'routes/journal-post.tsx', { id: `post.${locale}` }),
        route(paths.privacy, 'routes/privacy.tsx', { id: `privacy.${locale}` }),
        route(paths.rightsRequest, 'routes/privacy-request.tsx', { id: `rights.${locale}` }),
        route(paths.rightsConfirm, 'routes/privacy-confirm.tsx', { id: `confirm.${locale}` }),
        // Last of the language's routes: any more specific one is matched first.
        route(paths.page, 'routes/page.tsx', { id: `page.${locale}` }),
      ];
    }),
    // Links shared before the site had two languages: 301 to their English form.
    route('portfolio/:id', 'routes/portfolio-item.tsx', { id: 'old.project' }),
    route('preview/:token', 'routes/old-urls.ts', { id: 'old.preview' }),
    route('privacy', 'routes/old-urls.ts', { id: 'old.privacy' }),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
