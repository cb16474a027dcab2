import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import { lazy, Suspense, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { markHydrated } from '~/lib/hydration';
import { useNonce } from '~/lib/nonce';
import { useToasts } from '~/lib/toast-store';

// Radix Toast loads with the first toast, so pages that never toast don't carry it.
const Toaster = lazy(() => import('~/components/ui/toaster'));

export const links: LinksFunction = () => [
  // The two faces the first screen uses, fetched with the HTML instead of after the CSS.
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  {
    rel: 'preload',
    href: frauncesLatin,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.publicUrl };
}

// The public origin never changes while the app runs.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f7f5f0" />
        {/* Reveal animations hide content only when scripts run (see app.css). */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ToastHost />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
  useEffect(markHydrated, []);
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
