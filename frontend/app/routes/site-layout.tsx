import { Outlet, useLocation } from 'react-router';
import type { Route } from './+types/site-layout';
import { Footer } from '~/components/site/footer';
import { Header } from '~/components/site/header';
import { MobileMenu } from '~/components/site/mobile-menu';
import type { SiteOutletContext } from '~/components/site/site-context';
import { getSiteSettings } from '~/lib/api.server';

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await getSiteSettings(context) };
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const context: SiteOutletContext = { settings: loaderData.settings };
  const onLanding = useLocation().pathname === '/';
  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper transition focus:translate-y-0"
      >
        Skip to content
      </a>
      <Header onLanding={onLanding} />
      <MobileMenu onLanding={onLanding} />
      <main id="main" tabIndex={-1} data-island="reveal" className="outline-none">
        <Outlet context={context} />
      </main>
      <Footer settings={loaderData.settings} />
    </>
  );
}
