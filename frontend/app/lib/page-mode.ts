import { useMatches, type EntryContext } from 'react-router';

/**
 * What a route module exports as `handle` to say how its pages run in the browser. Public
 * pages export nothing: they are HTML with islands (ADR 024). A route that needs the React
 * app in the browser, the admin area, exports `handle = APP_HANDLE`.
 */
export interface PageHandle {
  hydrate?: boolean;
  /**
   * The app's scripts start after the first frame, not beside the HTML (ADR 071): the
   * signed-out admin pages, whose first screen is the server's HTML.
   */
  scriptsAfterFirstPaint?: boolean;
}

export const APP_HANDLE: PageHandle = { hydrate: true };

/** The signed-out admin pages (sign-in, forgot password, reset, invitation). */
export const SIGNED_OUT_HANDLE: PageHandle = { scriptsAfterFirstPaint: true };

const hydrates = (handle: unknown): boolean => Boolean((handle as PageHandle | undefined)?.hydrate);

/** Whether the page being rendered is a hydrated app (any matched route asks for it). */
export function useHydratedPage(): boolean {
  return useMatches().some((match) => hydrates(match.handle));
}

/** Whether the page's app scripts wait for its first frame (any matched route asks for it). */
export function useScriptsAfterFirstPaint(): boolean {
  return useMatches().some((match) =>
    Boolean((match.handle as PageHandle | undefined)?.scriptsAfterFirstPaint),
  );
}

/** The same question in entry.server.tsx, before rendering (its response headers). */
export function isHydratedPage(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) =>
    hydrates(context.routeModules[match.route.id]?.handle),
  );
}
