import { createContext, useContext } from 'react';

/** What a public page carries of the site's styles, compiled (site-styles.server.ts). */
export interface SiteStyles {
  /**
   * What the page's <style> holds: styles/site.css, inline in every public page,
   * which the server entry puts in as bytes after the render.
   */
  sheet: string;
  /** styles/display-face.css and text-face.css: the faces' rules, added after the first paint. */
  faces: string;
}

/**
 * The public site's styles, provided on the server by entry.server.tsx so the root layout
 * can put them in public pages. They are never part of a browser bundle: in the admin app
 * this is undefined, and the admin links app.css.
 */
export const SiteStylesContext = createContext<SiteStyles | undefined>(undefined);

export const useSiteStyles = (): SiteStyles | undefined => useContext(SiteStylesContext);
