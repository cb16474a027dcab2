import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '~/components/ui/icons';
import { cn } from '~/lib/cn';
import { prefersReducedMotion } from '~/lib/use-reduced-motion';

/** Shown once the page has scrolled more than 300 px (docs/product.md#project-page). */
export const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      type="button"
      aria-label="Back to top"
      hidden={!shown}
      onClick={() => {
        // Focus moves to the top of the content first: a focused button that hides itself
        // mid-scroll makes Chromium stop the smooth scroll short of the top.
        document.getElementById('main')?.focus({ preventScroll: true });
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      }}
      className={cn(
        'fixed right-5 bottom-5 z-40 inline-flex size-12 items-center justify-center rounded-full bg-ink text-paper shadow-lg transition hover:bg-accent md:right-8 md:bottom-8',
      )}
    >
      <ArrowUpIcon className="size-5" />
    </button>
  );
}
