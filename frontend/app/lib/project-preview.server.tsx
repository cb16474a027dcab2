import type { PortfolioItemAnswer } from '@prism/contracts';
import { ProjectPage } from '~/components/site/case-study/project-page';
import { projectAlternates } from '~/components/site/portfolio-card';
import { renderPreviewDocument, type PreviewFrame } from './preview-document.server';

/**
 * A project with the editor's unsaved changes as the live preview's document (issue 50):
 * its public page as a visitor sees it (no draft banner, no next project: the draft has
 * no place in the public order yet).
 */
export function renderProjectPreview(
  item: PortfolioItemAnswer,
  frame?: PreviewFrame,
): Promise<string> {
  return renderPreviewDocument({
    locale: item.locale,
    title: () => item.seo.title,
    alternates: projectAlternates(item),
    frame,
    body: <ProjectPage item={item} next={null} preview={false} />,
  });
}
