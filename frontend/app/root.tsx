import { lazy, Suspense } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requestLocale, useDocumentLocale } from '~/lib/locale';
import { useNonce } from '~/lib/nonce';
import { getLocale, setLocale } from '~/paraglide/runtime';
import { LOCALE_TAGS } from '@prism/contracts/locale';
import { useHydratedPage, useScriptsStart } from '~/lib/page-mode';
import { DeferredScripts } from '~/components/deferred-scripts';
import { useSiteStyles } from '~/lib/site-styles';
import { useToasts } from '~/lib/toast-store';
import { appHeadScript, FACES_ID, publicHeadScript } from '~/lib/public-head-script';
// The display face's upright file (headings, the brand mark), the one the admin's first
// screen uses. Public pages add their cut of the face after the first paint.
import adminDisplayFont from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';

// Radix Toast loads with the first toast, so admin screens that never toast don't carry it.
const Toaster = lazy(() => import('~/components/ui/toaster'));

export const links: LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  // Home screens and share sheets want a bitmap (scripts/share-images.mjs).
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

export function loader({ context, request, url }: Route.LoaderArgs) {
  return {
    publicUrl: context.publicUrl,
    islandScript: context.islandScript,
    locale: requestLocale(request, url),
  };
}

// The public origin never changes while the app runs.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

/**
 * Every document. A public page is HTML and CSS only: no framework runtime, no loader data,
 * and one small inline script that starts the islands after the load event. A
 * route that asks to be an app (the admin area) gets React Router's scripts instead.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const app = useHydratedPage();
  const scriptsStart = useScriptsStart();
  const siteStyles = useSiteStyles();
  const islandScript = useRouteLoaderData<typeof loader>('root')?.islandScript;
  const locale = useDocumentLocale();
  // In the browser (the admin app) the compiled messages read this global; on the server
  // each render has its own (locale.server.ts).
  if (app && typeof document !== 'undefined' && getLocale() !== locale) {
    void setLocale(locale, { reload: false });
  }
  return (
    <html lang={LOCALE_TAGS[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f5f0" />
        {/* A public page's faces, for its head script to add (lib/public-head-script.ts); read
            as HTML where scripts don't run. */}
        {!app && siteStyles ? (
          <noscript
            id={FACES_ID}
            dangerouslySetInnerHTML={{ __html: `<style>${siteStyles.faces}</style>` }}
          />
        ) : null}
        {/* Styles for "scripts will run" (the menu button instead of links; see
            styles/theme.css); on a public page also the faces and the islands. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{
            __html: app ? appHeadScript : publicHeadScript(islandScript),
          }}
        />
        {/* A public page's whole stylesheet, inline: nothing to fetch before the first paint.
            The admin app links its own (app.css, from routes/admin/admin.tsx). */}
        {!app && siteStyles ? (
          <style dangerouslySetInnerHTML={{ __html: siteStyles.sheet }} />
        ) : null}
        {/* The admin's headings wait for the face (`font-display: block`, app.css): fetched
            with the page, not after the first layout finds it. */}
        {app ? (
          <link
            rel="preload"
            href={adminDisplayFont}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {app ? (
          <>
            <ToastHost />
            <ScrollRestoration nonce={nonce} />
            {scriptsStart ? (
              <DeferredScripts nonce={nonce} start={scriptsStart} />
            ) : (
              <Scripts nonce={nonce} />
            )}
          </>
        ) : null}
      </body>
    </html>
  );
}

function ToastHost() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
