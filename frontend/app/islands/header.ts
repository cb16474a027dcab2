import { onScroll, scrollBehavior } from './motion';

/** Compact past 50 px (the styles follow `data-compact`). */
export const COMPACT_AFTER_PX = 50;

/**
 * The site header: compact once the page has scrolled; on the landing page the logo
 * returns to the top in place (and drops any ?category= or #section from the address).
 */
export default function header(element: HTMLElement): void {
  onScroll(() => {
    if (scrollY > COMPACT_AFTER_PX) element.dataset.compact = 'true';
    else delete element.dataset.compact;
  });
  const logo = element.querySelector<HTMLAnchorElement>('[data-home-link]');
  logo?.addEventListener('click', (event) => {
    // The logo links the landing page of the page's language (`/fr/`, `/en/`).
    if (location.pathname !== logo.pathname) return;
    event.preventDefault();
    if (location.search || location.hash) history.replaceState(null, '', logo.pathname);
    scrollTo({ top: 0, behavior: scrollBehavior() });
  });
}
