import type { Locale, PortfolioItemAnswer } from '@prism/contracts';
import { toCardItem, type PortfolioCardItem } from '~/components/site/portfolio-card';
import { perAnswer } from '~/lib/api.server';

const cardsIn = (locale: Locale) =>
  perAnswer((items: PortfolioItemAnswer[]) => items.map((item) => toCardItem(item, locale)));

/** A list's cards in a language, made once per list the API answered. */
export const cardsOf: Record<Locale, (items: PortfolioItemAnswer[]) => PortfolioCardItem[]> = {
  en: cardsIn('en'),
  fr: cardsIn('fr'),
};
