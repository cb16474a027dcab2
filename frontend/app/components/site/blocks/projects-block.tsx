import { PortfolioCard, projectPath } from '~/components/site/portfolio-card';
import { BlockSection } from './block-section';
import type { BlockProps } from './block-props';

/** Project cards, as the Selected Work grid shows them: the ones the API resolved for the block. */
export function ProjectsBlock({ block, page }: BlockProps<'projects'>) {
  const cards = page.projects[block.id] ?? [];
  if (cards.length === 0) return null;
  return (
    <BlockSection id={block.id} heading={block.heading[page.locale]}>
      <ul className="mt-12 grid gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li key={card.id}>
            <PortfolioCard item={{ ...card, href: projectPath(card, page.locale) }} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
