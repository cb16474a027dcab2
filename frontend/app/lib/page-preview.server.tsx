import type { LandingSection } from '@prism/contracts/blocks';
import type { PublicPage } from '@prism/contracts/pages';
import { LandingSections, type LandingContext } from '~/components/site/blocks/landing-sections';
import { PageBlocks } from '~/components/site/blocks/page-blocks';
import { isPost, PostLead, withRelated } from '~/components/site/post-view';
import { m } from '~/paraglide/messages';
import { renderPreviewDocument, type PreviewFrame } from './preview-document.server';
import { SITE_NAME } from './seo';
import { bothLanguages } from './site-paths';

/** A page built from blocks as the live preview's document (issue 50). */
export function renderPagePreview(page: PublicPage, frame?: PreviewFrame): Promise<string> {
  return renderPreviewDocument({
    locale: page.locale,
    title: () => page.metaTitle || page.title,
    alternates: page.paths,
    frame,
    // A journal post is drawn as its page is: its lead above the blocks, related projects after.
    body: isPost(page) ? (
      <PageBlocks
        page={withRelated(page)}
        privacy={frame?.privacy ?? null}
        lead={<PostLead post={page} />}
      />
    ) : (
      <PageBlocks page={page} privacy={frame?.privacy ?? null} />
    ),
  });
}

/**
 * The landing page drawn from a draft of its texts, as a complete HTML document
 * for the landing texts screen's live preview: the public landing's sections, grid and
 * logos inside the site's header and footer.
 */
export function renderLandingPreview(
  context: Omit<LandingContext, 'consent' | 'outcome'>,
  sections: readonly LandingSection[],
  frame: PreviewFrame,
): Promise<string> {
  const { privacy } = frame;
  return renderPreviewDocument({
    locale: context.locale,
    title: () => `${SITE_NAME} · ${m.site_home_meta_title()}`,
    alternates: bothLanguages({ page: 'landing' }),
    onLanding: true,
    body: (
      <LandingSections
        sections={sections}
        context={{
          ...context,
          consent: privacy
            ? { policyVersion: privacy.policy.version, newsOptIn: privacy.newsOptIn }
            : undefined,
        }}
      />
    ),
    frame,
  });
}
