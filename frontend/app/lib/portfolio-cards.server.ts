import type { Locale, Page, PortfolioItemAnswer } from '@prism/contracts';
import { toCardItem, type PortfolioCardItem } from '~/components/site/portfolio-card';
import { perAnswer } from '~/lib/api.server';

const cardsIn = (locale: Locale) =>
  perAnswer((page: Page<PortfolioItemAnswer>) =>
    page.items.map((item) => toCardItem(item, locale)),
  );

/** A page's cards in a language, made once per page the API answered. */
export const cardsOf: Record<Locale, (page: Page<PortfolioItemAnswer>) => PortfolioCardItem[]> = {
  en: cardsIn('en'),
  fr: cardsIn('fr'),
};
