import type { BackendClient } from './backend.js';

/**
 * What every loader and action receives as `context`. The app states what it expects in
 * app/context.ts (it may not import from here); the full typecheck (tsconfig.json) checks
 * this object against that, where pages.ts hands it to React Router.
 */
// A type alias, not an interface: React Router's AppLoadContext is an indexable record.
export type SiteContext = {
  publicUrl: string;
  /** The keep-alive client every loader and action calls the API through. */
  backend: BackendClient;
  /** The islands' entry module; absent only in tests that render no page. */
  islandScript?: string;
  /** The content version this render is made at, when known: API reads are kept for it. */
  version?: number;
  /** Set for a request whose content-version question failed: loaders answer 503 at once. */
  apiDown?: boolean;
};
