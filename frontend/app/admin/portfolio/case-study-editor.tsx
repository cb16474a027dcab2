import { useEffect } from 'react';
import type { PortfolioItemAnswer } from '@prism/contracts';
import { BeforeAfterManager } from './before-after-manager';
import { CaseStudyTexts } from './case-study-texts';
import { FocalPoints } from './focal-points';
import { GalleryManager } from './gallery-manager';
import { PreviewLinks } from './preview-links';
import { PublishSchedule } from './publish-schedule';
import { TranslationEditor } from './translation-editor';

/** The case-study parts of an existing item, below its main form; each part saves itself. */
export function CaseStudyEditor({ item }: { item: PortfolioItemAnswer }) {
  // A new item arrives here with #case-study: the next step is in view, not the form above.
  useEffect(() => {
    if (window.location.hash === '#case-study') {
      document.getElementById('case-study')?.scrollIntoView();
    }
  }, []);
  return (
    <div
      id="case-study"
      className="grid scroll-mt-24 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start"
    >
      <div className="grid gap-8">
        <CaseStudyTexts item={item} />
        <GalleryManager item={item} />
        <BeforeAfterManager item={item} />
        <FocalPoints item={item} />
        <TranslationEditor item={item} />
      </div>
      <div className="grid gap-8">
        <PublishSchedule item={item} />
        <PreviewLinks item={item} />
      </div>
    </div>
  );
}
