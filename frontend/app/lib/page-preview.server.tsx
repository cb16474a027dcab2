import { LOCALE_TAGS } from '@prism/contracts/locale';
import type { PublicNavigation, PublicPage } from '@prism/contracts/pages';
import type { PublicPrivacyAnswer, SiteSettings } from '@prism/contracts';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { PageBlocks } from '~/components/site/blocks/page-blocks';
import { Footer } from '~/components/site/footer';
import { isPost, PostLead, withRelated } from '~/components/site/post-view';
import { Header } from '~/components/site/header';
import { headerLinks } from '~/components/site/nav-links';
import { renderIn } from './locale.server';
import { inlineSiteStyles } from './site-styles.server';

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
 * stylesheet inline and, given a frame, the site's header and footer around it. Rendered
 * under a router of its own (the header's language switch reads the route's alternates,
 * which are the page's paths).
 */
export async function renderPagePreview(page: PublicPage, frame?: PreviewFrame): Promise<string> {
  const routes: RouteObject[] = [
    {
      id: 'preview',
      path: '*',
      loader: () => ({ alternates: page.paths }),
      element: (
        <>
          {frame ? <Header links={headerLinks(frame.navigation, false)} /> : null}
          <main id="main">
            {isPost(page) ? (
              <PageBlocks
                page={withRelated(page)}
                privacy={frame?.privacy ?? null}
                lead={<PostLead post={page} />}
              />
            ) : (
              <PageBlocks page={page} privacy={frame?.privacy ?? null} />
            )}
          </main>
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
  const context = await handler.query(new Request(`http://preview.invalid/${page.locale}/`));
  if (context instanceof Response) throw new Error('The preview route answered a response');
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderIn(page.locale, () =>
    renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />),
  );
  const title = escapeHtml(page.metaTitle || page.title);
  return (
    '<!DOCTYPE html>' +
    `<html lang="${LOCALE_TAGS[page.locale]}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta http-equiv="Content-Security-Policy" content="${PREVIEW_POLICY}">` +
    `<title>${title}</title><style>${inlineSiteStyles}</style></head>` +
    `<body>${body}</body></html>`
  );
}

const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
