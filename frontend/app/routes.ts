import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Public pages share the site layout (header, footer, settings). The admin area (issue 5)
 * adds its own layout route beside it, so no admin module is part of a public page's graph.
 */
export default [
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  // The admin area (docs/product.md#admin): /admin holds the admin query client; the login screen sits
  // beside the guard, which checks the session on the server before any admin HTML.
  route('admin', 'routes/admin/admin.tsx', [
    route('login', 'routes/admin/login.tsx'),
    // Signed-out pages of e-mailed links (ADR 032): the token is the URL's fragment.
    route('forgot-password', 'routes/admin/forgot-password.tsx'),
    route('reset', 'routes/admin/reset.tsx'),
    route('invite', 'routes/admin/invite.tsx'),
    layout('routes/admin/guard.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('portfolio', 'routes/admin/portfolio.tsx'),
      route('portfolio/new', 'routes/admin/portfolio-new.tsx'),
      route('portfolio/edit/:id', 'routes/admin/portfolio-edit.tsx'),
      route('messages', 'routes/admin/messages.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('logos', 'routes/admin/logos.tsx'),
      route('landing', 'routes/admin/landing.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('audit', 'routes/admin/audit.tsx'),
      route('security', 'routes/admin/security.tsx'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('portfolio/:id', 'routes/portfolio-item.tsx'),
    route('preview/:token', 'routes/preview.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
