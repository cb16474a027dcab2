import { useMatches } from 'react-router';

/**
 * What a route module exports as `handle` to say how its pages run in the browser. Public
 * pages export nothing: they are HTML with islands (ADR 024). A route that needs the React
 * app in the browser, the admin area, exports `handle = APP_HANDLE`.
 */
export interface PageHandle {
  hydrate?: boolean;
}

export const APP_HANDLE: PageHandle = { hydrate: true };

/** Whether the page being rendered is a hydrated app (any matched route asks for it). */
export function useHydratedPage(): boolean {
  return useMatches().some((match) => (match.handle as PageHandle | undefined)?.hydrate);
}
