import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { contentSecurityPolicy, newNonce } from '~/lib/csp.server';
import { RETRY_AFTER_SECONDS } from '~/lib/api.server';
import { NonceContext } from '~/lib/nonce';
import { documentLocale, localeVaries } from '~/lib/locale';
import { renderIn } from '~/lib/locale.server';
import { isHydratedPage } from '~/lib/page-mode';
import { SiteStylesContext } from '~/lib/site-styles';
import { LOCALE_TAGS } from '@prism/contracts/locale';
import { documentWithSheet, siteStyles, siteStylesSource } from '~/lib/site-styles.server';
import { renderedResponse } from '@prism/contracts/rendered-document';

export const streamTimeout = 5_000;

/** What every document renders inside: the response's nonce and the site's stylesheet. */
function documentProviders(children: ReactNode, nonce?: string): ReactNode {
  return (
    <NonceContext.Provider value={nonce}>
      <SiteStylesContext.Provider value={siteStyles}>{children}</SiteStylesContext.Provider>
    </NonceContext.Provider>
  );
}

/**
 * Runs a render in its document's language: the compiled messages read it from there
 * (locale.server.ts).
 */
function renderInDocumentLocale<T>(context: EntryContext, render: () => T): T {
  return renderIn(documentLocale(context), render);
}

/**
 * Every document waits for all data before the first byte (renderToString, or onAllReady):
 * the HTML then holds the real content for visitors without JavaScript and for crawlers,
 * and nothing sits in a hidden template waiting for a script.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  // Vite's dev server injects inline scripts of its own: the policy is for built pages.
  const nonce = import.meta.env.PROD ? newNonce() : undefined;
  const app = isHydratedPage(routerContext);
  if (nonce) {
    // A public page's one <style> is the site's stylesheet; the admin app inserts its own.
    const styles = app ? "'unsafe-inline'" : siteStylesSource;
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, { styles }));
  }
  // The API is away (api.server.ts): tell browsers and crawlers when to come back.
  if (responseStatusCode === 503) responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
  responseHeaders.set('Content-Language', LOCALE_TAGS[documentLocale(routerContext)]);
  // An address that names no language (a 404 of `/services`) is written in the visitor's.
  if (localeVaries(new URL(request.url))) responseHeaders.append('Vary', 'Accept-Language, Cookie');
  const tree = documentProviders(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    nonce,
  );
  if (!app) {
    // A public page has nothing to wait for once its loaders are done (no lazy part, no
    // deferred data) and is read whole by the server (server/page-render.ts): one string,
    // not a stream of UTF-8 chunks piped through Node and Web streams (ADR 065). An error
    // throws out of here as a shell error would, and React Router renders the error page.
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
    const html = renderInDocumentLocale(routerContext, () => renderToString(tree));
    // The bytes beside a bodiless Response, which the server takes as they are: no body
    // stream to make and read back (ADR 079); the stylesheet as bytes made once.
    return Promise.resolve(
      renderedResponse(documentWithSheet(`<!DOCTYPE html>${html}`), {
        headers: responseHeaders,
        status: responseStatusCode,
      }),
    );
  }
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderInDocumentLocale(routerContext, () =>
      renderToPipeableStream(tree, {
        nonce,
        // React outlines completed Suspense boundaries past ~12.8 kB of HTML into hidden
        // templates that a script swaps in; without JavaScript they would stay hidden.
        // Everything is ready before the first byte here, so keep it all inline.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already reported by React Router's boundaries.
          if (shellRendered) console.error(error);
        },
      }),
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
