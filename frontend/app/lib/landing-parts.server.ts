import type { ClientLogoAnswer } from '@prism/contracts';
import type { Locale } from '@prism/contracts/locale';
import { LIMITS } from '@prism/contracts/limits';
import type { SiteContext } from '~/context';
import { getActiveLogos, getPortfolio, perAnswer } from './api.server';
import { toLogoView, type LogoView } from './logo-view';
import type { PortfolioFilter } from './portfolio-filter';
import { cardsOf } from './portfolio-cards.server';
import { parseSvgShapes } from './svg-shapes.server';

const logoViewsOf = perAnswer((list: ClientLogoAnswer[]): LogoView[] =>
  list.map((logo) => toLogoView(logo, parseSvgShapes)),
);

/**
 * What the landing's sections draw besides their texts: the work grid's cards and the
 * client logos (the public landing and the admin's preview of its texts read the same).
 * The filter is applied by the API: at most LIMITS.portfolioList.landing projects of the
 * category, with only the fields a card shows, so the page stays the same size however
 * large the portfolio grows; a next page tells that the portfolio index page has others
 * to show (the grid's "more" link). Both calls are awaited together: neither promise is
 * ever left without a handler.
 */
export async function landingParts(context: SiteContext, locale: Locale, filter: PortfolioFilter) {
  const [page, logos] = await Promise.all([
    getPortfolio(context, locale, {
      category: filter === 'all' ? undefined : filter,
      limit: LIMITS.portfolioList.landing,
    }),
    // A logo strip that fails to load is left out rather than failing the page.
    getActiveLogos(context)
      .then(logoViewsOf)
      .catch((error: unknown): LogoView[] => {
        if (error instanceof Error) console.error(`Client logos unavailable: ${error.message}`);
        return [];
      }),
  ]);
  return { portfolio: cardsOf[locale](page), more: page.nextCursor !== null, logos };
}
