import { revealWithin } from './reveal';

/**
 * The work filter in place: a category link fetches that page's HTML (the server's own
 * render, usually from its cache), swaps the grid and the filter row, and puts the
 * category in the address without a reload or a jump. Modified clicks and failures
 * fall back to the plain link.
 */
export default function workFilter(section: HTMLElement): void {
  section.addEventListener('click', async (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-filter]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const category = link.dataset.filter;
    const address = category === 'all' ? '/' : `/?category=${category}`;
    try {
      const response = await fetch(address, { headers: { accept: 'text/html' } });
      if (!response.ok) throw new Error(String(response.status));
      const page = new DOMParser().parseFromString(await response.text(), 'text/html');
      for (const part of ['[data-work-filter]', '[data-work-results]']) {
        const next = page.querySelector(part);
        const current = section.querySelector(part);
        if (!next || !current) throw new Error(`${part} missing`);
        current.replaceChildren(...next.childNodes);
      }
      history.replaceState(null, '', address);
      revealWithin(section);
      section.querySelector<HTMLElement>(`a[data-filter="${category}"]`)?.focus();
    } catch {
      location.href = link.href;
    }
  });
}
