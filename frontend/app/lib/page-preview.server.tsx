import type { LandingSection } from '@prism/contracts/blocks';
import { LOCALE_TAGS, type Locale } from '@prism/contracts/locale';
import type { PublicNavigation, PublicPage } from '@prism/contracts/pages';
import type { PublicPrivacyAnswer, SiteSettings } from '@prism/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { LandingSections, type LandingContext } from '~/components/site/blocks/landing-sections';
import { PageBlocks } from '~/components/site/blocks/page-blocks';
import { Footer } from '~/components/site/footer';
import { Header } from '~/components/site/header';
import { headerLinks } from '~/components/site/nav-links';
import { renderIn } from './locale.server';
import { SITE_NAME } from './seo';
import { bothLanguages } from './site-paths';
import { inlineSiteStyles } from './site-styles.server';
import { m } from '~/paraglide/messages';

/** The site around a preview: what the site layout reads for its header and footer. */
export interface PreviewFrame {
  settings: SiteSettings;
  privacy: PublicPrivacyAnswer | null;
  navigation: PublicNavigation;
}

/**
 * What a preview document may do: show its styles, faces and images, nothing else. No
 * script runs and no form is sent from it (its contact form is the real one).
 */
const PREVIEW_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; form-action 'none'; base-uri 'none'";

/**
 * A page built from blocks as a complete HTML document, for the admin's live preview
 * (issue 50): the public page's own components, in the page's language, with the site's
 * stylesheet inline and, given a frame, the site's header and footer around it.
 */
export function renderPagePreview(page: PublicPage, frame?: PreviewFrame): Promise<string> {
  return renderPreviewDocument({
    locale: page.locale,
    title: () => page.metaTitle || page.title,
    alternates: page.paths,
    onLanding: false,
    body: <PageBlocks page={page} privacy={frame?.privacy ?? null} />,
    frame,
  });
}

/**
 * The landing page drawn from a draft of its texts (ADR 102), as a complete HTML document
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

/**
 * A preview's document: `body` in the site's main, under a router of its own (the
 * header's language switch reads the route's alternates), the site's stylesheet inline,
 * and the policy that lets nothing run or be sent. Everything, the header's labels and
 * the title included, is rendered in the preview's language.
 */
async function renderPreviewDocument({
  locale,
  title,
  alternates,
  onLanding,
  body,
  frame,
}: {
  locale: Locale;
  title: () => string;
  alternates: Partial<Record<Locale, string>>;
  /** Whether the header's section links point within the page (`#work`) or to the landing. */
  onLanding: boolean;
  body: ReactNode;
  frame?: PreviewFrame;
}): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: 'preview',
      path: '*',
      loader: () => ({ alternates }),
      element: (
        <>
          {frame ? <PreviewHeader navigation={frame.navigation} onLanding={onLanding} /> : null}
          <main id="main">{body}</main>
          {frame ? (
            <Footer
              settings={frame.settings}
              privacy={frame.privacy}
              links={frame.navigation.footer}
            />
          ) : null}
        </>
      ),
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://preview.invalid/${locale}/`));
  if (context instanceof Response) throw new Error('The preview route answered a response');
  const router = createStaticRouter(handler.dataRoutes, context);
  const [html, heading] = renderIn(locale, () => [
    renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />),
    title(),
  ]);
  return (
    '<!DOCTYPE html>' +
    `<html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">` +
    `<title>${escapeHtml(heading)}</title><style>${inlineSiteStyles}</style></head>` +
    `<body>${html}</body></html>`
  );
}

/** The site's header, its links worded while rendering (in the preview's language). */
function PreviewHeader({
  navigation,
  onLanding,
}: {
  navigation: PublicNavigation;
  onLanding: boolean;
}) {
  return <Header links={headerLinks(navigation, onLanding)} />;
}

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
