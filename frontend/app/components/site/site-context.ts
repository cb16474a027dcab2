import type { PublicPrivacyAnswer, SiteSettings } from '@prism/contracts';
import { useOutletContext } from 'react-router';

/** What the site layout hands its pages. */
export interface SiteOutletContext {
  settings: SiteSettings;
  /** The person in charge and the policy in force (issue 46); null while the API can't say. */
  privacy: PublicPrivacyAnswer | null;
}

export function useSite(): SiteOutletContext {
  return useOutletContext<SiteOutletContext>();
}
