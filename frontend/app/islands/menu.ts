import type { FocusTrap } from 'focus-trap';

const DESKTOP_QUERY = '(min-width: 768px)';

/**
 * The full-screen menu below 768 px, opened by its button (the element this island is
 * on): locks page scroll, traps focus (focus-trap, fetched on the first open), and closes
 * on its close button, a link, Escape, or when the window grows to desktop width; focus
 * then returns to the button.
 */
export default function menu(button: HTMLElement): void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  let trap: FocusTrap | undefined;
  let overflow = '';

  const close = () => trap?.deactivate();
  const onClosed = () => {
    panel.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    document.body.style.overflow = overflow;
    trap = undefined;
  };

  button.addEventListener('click', async () => {
    if (trap) return;
    const { createFocusTrap } = await import('focus-trap');
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    trap = createFocusTrap(panel, {
      escapeDeactivates: true,
      returnFocusOnDeactivate: true,
      onDeactivate: onClosed,
    });
    trap.activate();
  });
  for (const control of panel.querySelectorAll('[data-menu-close], a')) {
    control.addEventListener('click', close);
  }
  matchMedia(DESKTOP_QUERY).addEventListener('change', (event) => {
    if (event.matches) close();
  });
}
