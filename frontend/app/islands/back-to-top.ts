import { onScroll, scrollBehavior } from './motion';

/** Shown once the page has scrolled more than 300 px. */
export const BACK_TO_TOP_AFTER_PX = 300;

export default function backToTop(button: HTMLElement): void {
  onScroll(() => {
    button.hidden = scrollY <= BACK_TO_TOP_AFTER_PX;
  });
  button.addEventListener('click', () => {
    // Focus moves to the top of the content first: a focused button that hides itself
    // mid-scroll makes Chromium stop the smooth scroll short of the top.
    document.getElementById('main')?.focus({ preventScroll: true });
    scrollTo({ top: 0, behavior: scrollBehavior() });
  });
}
