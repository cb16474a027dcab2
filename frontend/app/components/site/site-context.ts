import type { SiteSettings } from '@prism/contracts';
import { useOutletContext } from 'react-router';

/** What the site layout hands its pages. */
export interface SiteOutletContext {
  settings: SiteSettings;
}

export function useSite(): SiteOutletContext {
  return useOutletContext<SiteOutletContext>();
}
