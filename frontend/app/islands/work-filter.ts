import { revealWithin } from './reveal';

/**
 * The work filter in place: a category link fetches that page's HTML (the server's own
 * render, usually from its cache), swaps the grid and the filter row, and puts the link's
 * own address (`/fr/?category=brand#work`: the language and the section kept) in the
 * address bar without a reload or a jump. The language switch takes the fetched page's
 * target, so it keeps the filter. Modified clicks and failures fall back to the plain link.
 */
export default function workFilter(section: HTMLElement): void {
  const follow = async (event: MouseEvent): Promise<void> => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-filter]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const category = link.dataset.filter ?? 'all';
    try {
      const response = await fetch(link.pathname + link.search, {
        headers: { accept: 'text/html' },
      });
      if (!response.ok) throw new Error(String(response.status));
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      for (const part of ['[data-work-filter]', '[data-work-results]']) {
        const next = page.querySelector(part);
        const current = section.querySelector(part);
        if (!next || !current) throw new Error(`${part} missing`);
        current.replaceChildren(...next.childNodes);
      }
      const switchTo = page.querySelector<HTMLAnchorElement>(SWITCH)?.getAttribute('href');
      if (switchTo) {
        for (const other of document.querySelectorAll<HTMLAnchorElement>(SWITCH)) {
          other.setAttribute('href', switchTo);
        }
      }
      history.replaceState(null, '', link.pathname + link.search + link.hash);
      revealWithin(section);
      section.querySelector<HTMLElement>(`a[data-filter="${category}"]`)?.focus();
    } catch {
      location.href = link.href;
    }
  };
  section.addEventListener('click', (event) => void follow(event));
}

/** The header's and the menu's language switch (components/site/language-switch.tsx). */
const SWITCH = 'a[data-testid="language-switch"]';
