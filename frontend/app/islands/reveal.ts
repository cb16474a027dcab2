/**
 * Blocks marked `data-reveal` fade in and rise 20 px over 0.8 s (after their
 * `--reveal-delay`) when they scroll into view. What is on screen or above it when the
 * island starts is shown as it is; only then does html.reveal hide the rest (app.css), so
 * nothing visible ever blinks. Under reduced motion app.css hides nothing.
 */
let observer: IntersectionObserver | undefined;

export function revealWithin(root: ParentNode): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add('is-visible');
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -8% 0px', threshold: 0.05 },
  );
  for (const block of root.querySelectorAll<HTMLElement>('[data-reveal]:not(.is-visible)')) {
    if (block.getBoundingClientRect().top < innerHeight) block.classList.add('is-visible');
    else observer.observe(block);
  }
}

export default function reveal(): void {
  revealWithin(document);
  document.documentElement.classList.add('reveal');
}
