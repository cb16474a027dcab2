/**
 * What the server hands every loader and action as `context` (frontend/server/site-context.ts
 * builds it; app code never imports from server/, which the static checks enforce). The
 * full typecheck checks the server's object against this shape where it renders a page.
 */

/** How a loader reads and writes through the site's keep-alive API client. */
export interface SiteBackend {
  getJson<T>(path: string, options?: BackendCallOptions): Promise<T>;
  postJson<T>(path: string, body: unknown, options?: BackendCallOptions): Promise<T>;
}

export interface BackendCallOptions {
  /** Milliseconds for the whole answer (headers and body). */
  timeoutMs?: number;
  /** Extra request headers (X-Forwarded-For of the visitor on a contact POST). */
  headers?: Record<string, string>;
  /** The content version the page renders at: the read is kept, decoded, for that version. */
  version?: number;
}

// A type alias, not an interface: React Router's AppLoadContext is an indexable record.
export type SiteContext = {
  publicUrl: string;
  backend: SiteBackend;
  /** The islands' entry module; absent only in tests that render no page. */
  islandScript?: string;
  /** The content version this render is made at, when known: API reads are kept for it. */
  version?: number;
  /** Set for a request whose content-version question failed: loaders answer 503 at once. */
  apiDown?: boolean;
};

declare module 'react-router' {
  // Augmentation needs an interface; it adds SiteContext's members to React Router's type.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteContext {}
}
