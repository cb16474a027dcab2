import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Public pages share the site layout (header, footer, settings). The admin area (issue 5)
 * adds its own layout route beside it, so no admin module is part of a public page's graph.
 */
export default [
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('portfolio/:id', 'routes/portfolio-item.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
