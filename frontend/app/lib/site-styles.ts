import { createContext, useContext } from 'react';

/**
 * The public site's stylesheet (styles/site.css), compiled, provided on the server by
 * entry.server.tsx so the root layout can inline it in public pages (ADR 034). It is never
 * part of a browser bundle: in the admin app it is undefined, and the admin links app.css.
 */
export const SiteStylesContext = createContext<string | undefined>(undefined);

export const useSiteStyles = (): string | undefined => useContext(SiteStylesContext);
