import { useMatches, type EntryContext } from 'react-router';

/**
 * What a route module exports as `handle` to say how its pages run in the browser. Public
 * pages export nothing: they are HTML with islands (ADR 024). A route that needs the React
 * app in the browser, the admin area, exports `handle = APP_HANDLE`.
 */
export interface PageHandle {
  hydrate?: boolean;
}

export const APP_HANDLE: PageHandle = { hydrate: true };

const hydrates = (handle: unknown): boolean => Boolean((handle as PageHandle | undefined)?.hydrate);

/** Whether the page being rendered is a hydrated app (any matched route asks for it). */
export function useHydratedPage(): boolean {
  return useMatches().some((match) => hydrates(match.handle));
}

/** The same question in entry.server.tsx, before rendering (its response headers). */
export function isHydratedPage(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some((match) =>
    hydrates(context.routeModules[match.route.id]?.handle),
  );
}
