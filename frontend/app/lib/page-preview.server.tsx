import type { PublicPage } from '@prism/contracts/pages';
import { PageBlocks } from '~/components/site/blocks/page-blocks';
import { renderPreviewDocument, type PreviewFrame } from './preview-document.server';

/** A page built from blocks as the live preview's document (issue 50). */
export function renderPagePreview(page: PublicPage, frame?: PreviewFrame): Promise<string> {
  return renderPreviewDocument({
    locale: page.locale,
    title: page.metaTitle || page.title,
    alternates: page.paths,
    frame,
    body: <PageBlocks page={page} privacy={frame?.privacy ?? null} />,
  });
}
