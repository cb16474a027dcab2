import { m } from '~/paraglide/messages';
import { ArrowUpIcon } from '~/components/ui/icons';

/** Hidden until the `back-to-top` island sees the page scrolled past 300 px. */
export function BackToTop() {
  return (
    <button
      type="button"
      aria-label={m.site_back_to_top()}
      hidden
      data-island="back-to-top"
      className="fixed right-5 bottom-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-ink text-paper shadow-lg transition hover:bg-accent md:right-8 md:bottom-8"
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
