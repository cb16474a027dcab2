/**
 * Where a lead came from, for the contact form: the referrer and the utm_* parameters of
 * the page the visitor landed on, remembered for the browser tab (sessionStorage) on the
 * first page view, so they survive moving between pages; the page the form is sent from
 * is read at submit time. Nothing personal, and nothing ever put into an address.
 */
const KEY = 'prism.lead-source';
const UTM = {
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
} as const;

type Landing = Partial<Record<keyof typeof UTM | 'referrer', string>>;

/** Called on every public page view; only the first one of the tab is kept. */
export function rememberLanding(): void {
  try {
    if (sessionStorage.getItem(KEY) !== null) return;
    const landing: Landing = {};
    // A referrer from our own pages says nothing about where the visitor came from.
    if (document.referrer && new URL(document.referrer).origin !== location.origin) {
      landing.referrer = document.referrer;
    }
    const params = new URLSearchParams(location.search);
    for (const [field, param] of Object.entries(UTM)) {
      const value = params.get(param);
      if (value) landing[field as keyof typeof UTM] = value;
    }
    sessionStorage.setItem(KEY, JSON.stringify(landing));
  } catch {
    // Storage refused (private mode, a full quota): the lead goes without its source.
  }
}

/** The source fields of a contact message sent now. */
export function leadSource(): Record<string, string> {
  let landing: Landing = {};
  try {
    landing = JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Landing;
  } catch {
    // As above.
  }
  return { ...landing, sourcePage: location.pathname };
}
