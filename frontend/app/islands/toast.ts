/**
 * The site's toasts, as the product describes them: at most one at a time, dismissed after
 * 5000 ms, by its close button, or by a swipe to the right past 50 px; announced politely
 * (the list is a live region).
 */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastInput {
  title: string;
  description: string;
  variant?: 'default' | 'destructive';
}

let viewport: HTMLOListElement | undefined;

function theViewport(): HTMLOListElement {
  if (!viewport) {
    viewport = document.createElement('ol');
    viewport.setAttribute('aria-live', 'polite');
    viewport.setAttribute('aria-label', 'Notifications');
    viewport.className =
      'fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-4 sm:bottom-4';
    document.body.append(viewport);
  }
  return viewport;
}

export function toast({ title, description, variant = 'default' }: ToastInput): void {
  const list = theViewport();
  list.replaceChildren();
  const item = document.createElement('li');
  item.setAttribute('role', 'status');
  item.className = `toast group relative flex w-full items-start gap-4 rounded-2xl border p-5 pr-10 shadow-xl ${
    variant === 'destructive'
      ? 'border-red-800 bg-red-700 text-white'
      : 'border-ink/10 bg-white text-ink'
  }`;
  const text = document.createElement('div');
  text.className = 'grid gap-1';
  const heading = document.createElement('p');
  heading.className = 'text-sm font-semibold';
  heading.textContent = title;
  const body = document.createElement('p');
  body.className = 'text-sm opacity-90';
  body.textContent = description;
  text.append(heading, body);
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.className =
    'absolute top-3 right-3 rounded-full p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100';
  closeButton.innerHTML =
    '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-4" fill="none" stroke="currentColor" stroke-width="2"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  item.append(text, closeButton);
  list.append(item);

  const dismiss = () => item.remove();
  let timer = setTimeout(dismiss, TOAST_DURATION_MS);
  closeButton.addEventListener('click', dismiss);
  // Swipe right: follow the pointer, dismiss past the threshold, else spring back.
  let startX: number | undefined;
  item.addEventListener('pointerdown', (event) => {
    startX = event.clientX;
    clearTimeout(timer);
  });
  item.addEventListener('pointermove', (event) => {
    if (startX === undefined) return;
    item.style.transform = `translateX(${Math.max(0, event.clientX - startX)}px)`;
  });
  const release = (event: PointerEvent) => {
    if (startX === undefined) return;
    const moved = event.clientX - startX;
    startX = undefined;
    if (moved > TOAST_SWIPE_THRESHOLD_PX) {
      dismiss();
      return;
    }
    item.style.transform = '';
    timer = setTimeout(dismiss, TOAST_DURATION_MS);
  };
  item.addEventListener('pointerup', release);
  item.addEventListener('pointercancel', release);
}
