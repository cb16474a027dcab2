import { Outlet, useLocation, useNavigation, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/site-layout';
import { Header } from '~/components/site/header';
import { ProjectLoading } from '~/components/site/project-states';
import { deferred } from '~/components/ui/deferred';
import type { SiteOutletContext } from '~/components/site/site-context';
import { getSiteSettings } from '~/lib/api.server';

const Footer = deferred(() => import('~/components/site/footer').then((m) => m.Footer), {
  name: 'footer',
  minHeight: '20rem',
});

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await getSiteSettings(context) };
}

// Site facts change rarely; moving between public pages doesn't refetch them.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod }) =>
  formMethod !== undefined && formMethod !== 'GET';

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const context: SiteOutletContext = { settings: loaderData.settings };
  const location = useLocation();
  const navigation = useNavigation();
  // Opening a project from the grid: its loading state, while its data is on the way.
  const openingProject =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/portfolio/') &&
    navigation.location.pathname !== location.pathname;
  return (
    <>
      <a
        href="#main"
        className="fixed top-3 left-3 z-[60] -translate-y-24 rounded-full bg-ink px-5 py-3 text-sm font-semibold text-paper transition focus:translate-y-0"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="outline-none">
        {openingProject ? <ProjectLoading /> : <Outlet context={context} />}
      </main>
      <Footer settings={loaderData.settings} />
    </>
  );
}
