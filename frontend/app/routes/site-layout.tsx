import { Outlet, useLocation, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/site-layout';
import { Footer } from '~/components/site/footer';
import { Header } from '~/components/site/header';
import { MobileMenu } from '~/components/site/mobile-menu';
import type { SiteOutletContext } from '~/components/site/site-context';
import { getSiteSettings } from '~/lib/api.server';
import { contactAction } from '~/lib/contact-action.server';

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await getSiteSettings(context) };
}

/**
 * The contact form posts here (POST /, the form works without JavaScript): the answer is
 * the landing page again with the outcome at the form, and nothing in the address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

// Site facts change rarely; moving between public pages doesn't refetch them.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod }) =>
  formMethod !== undefined && formMethod !== 'GET';

export default function SiteLayout({ loaderData, actionData }: Route.ComponentProps) {
  const context: SiteOutletContext = {
    settings: loaderData.settings,
    contact: actionData?.contact,
  };
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
