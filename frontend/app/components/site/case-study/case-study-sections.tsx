import type { PortfolioItemAnswer } from '@prism/contracts';
import { BeforeAfterSection } from './before-after';
import { CaseStudyGallery } from './gallery';
import { NextProject, type NextProjectItem } from './next-project';
import { ResultsBand } from './results-band';
import { CaseStudyStory } from './story';

/** Everything below a project's introduction, in reading order; empty parts are left out. */
export function CaseStudySections({
  item,
  next,
}: {
  item: PortfolioItemAnswer;
  next: NextProjectItem | null;
}) {
  return (
    <>
      <ResultsBand metrics={item.metrics} />
      <CaseStudyStory challenge={item.challenge} approach={item.approach} />
      <CaseStudyGallery images={item.gallery} />
      <BeforeAfterSection pairs={item.beforeAfter} />
      {next ? <NextProject item={next} /> : null}
    </>
  );
}
