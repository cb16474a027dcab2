/** How many copies of the list loop: the animation moves by one copy (app.css). */
export const LOGO_REPEAT = 3;

/**
 * The logo strip: the page holds the list once; here it gets two more copies, hidden from
 * assistive technology, and starts looping (paused on hover and focus, still under reduced
 * motion, by app.css).
 */
export default function logoStrip(track: HTMLElement): void {
  const items = [...track.children];
  for (let copy = 1; copy < LOGO_REPEAT; copy += 1) {
    for (const item of items) {
      const clone = item.cloneNode(true) as HTMLElement;
      clone.setAttribute('aria-hidden', 'true');
      track.append(clone);
    }
  }
  track.classList.add('is-looping');
}
