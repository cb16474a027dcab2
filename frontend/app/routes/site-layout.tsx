import { m } from '~/paraglide/messages';
import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/site-layout';
import { Footer } from '~/components/site/footer';
import { Header } from '~/components/site/header';
import { MobileMenu } from '~/components/site/mobile-menu';
import type { SiteOutletContext } from '~/components/site/site-context';
import { getPrivacy, getSiteSettings } from '~/lib/api.server';
import { requestLocale } from '~/lib/locale';
import { sitePath } from '~/lib/site-paths';
import { getLocale } from '~/paraglide/runtime';
import { pageData } from '~/lib/page-data';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const [settings, privacy] = await Promise.all([
    getSiteSettings(context, requestLocale(request, url)),
    getPrivacy(context),
  ]);
  return pageData({ settings, privacy });
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const context: SiteOutletContext = {
    settings: loaderData.settings,
    privacy: loaderData.privacy,
  };
  // `/en/` and `/en` are the same page to the router.
  const landing = sitePath(getLocale(), { page: 'landing' });
  const pathname = useLocation().pathname;
  const onLanding = pathname === landing || `${pathname}/` === landing;
  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper transition focus:translate-y-0"
      >
        {m.site_skip_to_content()}
      </a>
      <Header onLanding={onLanding} />
      <MobileMenu onLanding={onLanding} />
      <main id="main" tabIndex={-1} data-island="reveal" className="outline-none">
        <Outlet context={context} />
      </main>
      <Footer settings={loaderData.settings} privacy={loaderData.privacy} />
    </>
  );
}
