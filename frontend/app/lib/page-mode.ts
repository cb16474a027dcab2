import { useMatches, type EntryContext } from 'react-router';

/**
 * What a route module exports as `handle` to say how its pages run in the browser. Public
 * pages export nothing: they are HTML with islands. A route that needs the React
 * app in the browser, the admin area, exports `handle = APP_HANDLE`.
 */
export interface PageHandle {
  hydrate?: boolean;
  /** When the app's scripts start, if not beside the HTML. */
  scriptsStart?: ScriptsStart;
}

/**
 * `first-frame`: after the load event and the first frame. `first-input`: at the visitor's
 * first pointer, key, focus or submit, for a page whose first screen is whole without them.
 */
export type ScriptsStart = 'first-frame' | 'first-input';

export const APP_HANDLE: PageHandle = { hydrate: true };

/** Sign-in and "Forgot password?": a form of the server's HTML, the app at the first input. */
export const SIGN_IN_HANDLE: PageHandle = { scriptsStart: 'first-input' };

/** Reset and invitation links: the token is read in the browser, so the app starts at once. */
export const ACCOUNT_LINK_HANDLE: PageHandle = { scriptsStart: 'first-frame' };

const hydrates = (handle: unknown): boolean => Boolean((handle as PageHandle | undefined)?.hydrate);

/** Whether the page being rendered is a hydrated app (any matched route asks for it). */
export function useHydratedPage(): boolean {
  return useMatches().some((match) => hydrates(match.handle));
}

/** When the page's app scripts start, if a matched route defers them. */
export function useScriptsStart(): ScriptsStart | undefined {
  return useMatches()
    .map((match) => (match.handle as PageHandle | undefined)?.scriptsStart)
    .findLast(Boolean);
}

/** The same question in entry.server.tsx, before rendering (its response headers). */
export function isHydratedPage(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) =>
    hydrates(context.routeModules[match.route.id]?.handle),
  );
}
