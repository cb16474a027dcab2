import { LOCALE_TAGS, type Locale } from '@prism/contracts/locale';
import type { PublicNavigation } from '@prism/contracts/pages';
import type { PublicPrivacyAnswer, SiteSettings } from '@prism/contracts';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { Footer } from '~/components/site/footer';
import { Header } from '~/components/site/header';
import { headerLinks } from '~/components/site/nav-links';
import type { Alternates } from './site-paths';
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
 * script runs and no form is sent from it (a page's contact form is the real one).
 */
const PREVIEW_POLICY =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'; form-action 'none'; base-uri 'none'";

/**
 * A public page drawn from an unsaved draft as a complete HTML document, for the admin's
 * live preview (issue 50): the page's own components (`body`), in its language, with the
 * site's stylesheet inline and, given a frame, the site's header and footer around it.
 * Rendered under a router of its own (the header's language switch reads the route's
 * alternates, the page's paths).
 */
export async function renderPreviewDocument({
  locale,
  title,
  alternates,
  onLanding = false,
  frame,
  body,
}: {
  locale: Locale;
  /** Called while rendering, so a title made of messages is in the preview's language. */
  title: () => string;
  alternates: Alternates;
  /** Whether the header's section links point within the page (`#work`) or to the landing. */
  onLanding?: boolean;
  frame?: PreviewFrame;
  body: ReactNode;
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
