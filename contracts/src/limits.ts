/** Length and size bounds shared by the forms and the server rules. */
export const LIMITS = {
  username: { min: 3, max: 50 },
  password: { min: 6, max: 200 },
  portfolio: {
    title: 120,
    client: 120,
    description: 5000,
  },
  contact: {
    name: 100,
    email: 254,
    company: 120,
    message: { min: 10, max: 5000 },
    /** Where the lead came from, as the site form captured it: page and referrer URLs, utm_* values. */
    source: { url: 2000, utm: 200 },
  },
  /** The inbox's search text (its pages are PAGE_SIZES, paging.ts). */
  inbox: { search: 200 },
  logo: { name: 100, text: 100, order: { min: -100000, max: 100000 } },
  settings: { line: 160, statValue: 12, statLabel: 40, url: 300 },
  image: { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 },
  /**
   * GET /api/portfolio?limit=…: the landing page shows this many projects at most, the
   * portfolio index page (/en/work, /fr/realisations) this many a page.
   */
  portfolioList: { landing: 12, indexPage: 24 },
  /** Entries the content-health panel names per finding; the rest are counted (issue 47). */
  contentHealthNamed: 10,
  /** The landing page's logo strip shows the first this many active logos (issue 47). */
  logoStrip: 24,
  svg: { maxBytes: 256 * 1024 },
} as const;

/** Widths (px) of the responsive image variants the server writes for every upload. */
export const IMAGE_VARIANT_WIDTHS = [400, 800, 1200, 1600] as const;

/** Name of the hidden contact-form field that only bots fill in. */
export const CONTACT_HONEYPOT_FIELD = 'website';
