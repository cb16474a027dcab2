/**
 * One name per service and per portfolio category in each language (issue 49): the site's
 * service cards, its contact form and its filter, the admin's lists and the staff mails all
 * read the same words. The catalogues live apart (the site's and the admin's Paraglide
 * messages, the landing page's default texts, the mail words), so this holds them together.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_LANDING,
  INQUIRY_SERVICE_VALUES,
  LOCALES,
  PORTFOLIO_CATEGORY_VALUES,
  type Locale,
} from '@prism/contracts';
import { MAIL_WORDS } from './mail-words';

const MESSAGES = join(__dirname, '../../../../frontend/messages');
const catalogue = (area: 'site' | 'admin', locale: Locale) =>
  JSON.parse(readFileSync(join(MESSAGES, area, `${locale}.json`), 'utf8')) as Record<
    string,
    string
  >;

/** The landing page's service cards, in the order of the contact form's services. */
const CARD_SERVICES = [
  'listing_design',
  'amazon_storefront',
  'brand_identity',
  'packaging_design',
  'product_photography',
  'video_production',
] as const;

describe.each(LOCALES)('service and category names in %s', (locale) => {
  const site = catalogue('site', locale);
  const admin = catalogue('admin', locale);

  it('name each service alike on the site, in the admin and in mails', () => {
    const names = INQUIRY_SERVICE_VALUES.map((service) => ({
      service,
      site: site[`site_service_${service}`],
      admin: admin[`admin_service_${service}`],
      mail: MAIL_WORDS[locale].services[service],
    }));
    for (const name of names) {
      expect(name.site).toBeTruthy();
      expect(name).toEqual({ ...name, admin: name.site, mail: name.site });
    }
  });

  it('title each service card with the same name', () => {
    const cards = DEFAULT_LANDING[locale].services.items.map((item) => item.title);
    expect(cards).toEqual(CARD_SERVICES.map((service) => site[`site_service_${service}`]));
  });

  it('name each portfolio category alike on the site and in the admin', () => {
    for (const category of PORTFOLIO_CATEGORY_VALUES) {
      expect([category, site[`site_category_${category}`]]).toEqual([
        category,
        admin[`admin_category_${category}`],
      ]);
    }
  });
});
