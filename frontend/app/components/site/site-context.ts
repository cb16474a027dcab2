import type { SiteSettings } from '@prism/contracts';
import { useOutletContext } from 'react-router';
import type { ContactOutcome } from '~/lib/contact-copy';

/** What the site layout hands its pages. */
export interface SiteOutletContext {
  settings: SiteSettings;
  /** The outcome of a contact form posted without JavaScript, on the page that answers it. */
  contact?: ContactOutcome;
}

export function useSite(): SiteOutletContext {
  return useOutletContext<SiteOutletContext>();
}
