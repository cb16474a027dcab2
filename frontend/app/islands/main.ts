/**
 * The islands of a public page (ADR 024). The page is complete HTML; this module is
 * imported after the load event and wires each element marked `data-island="name …"` to
 * the island of that name, each its own small chunk fetched only when the page has one.
 * `html[data-islands=ready]` says every island on the page is wired (tests wait for it).
 */
import { rememberLanding } from './lead-source';

type Island = (element: HTMLElement) => void;

rememberLanding();

const islands: Record<string, () => Promise<{ default: Island }>> = {
  header: () => import('./header'),
  menu: () => import('./menu'),
  reveal: () => import('./reveal'),
  tilt: () => import('./tilt'),
  'back-to-top': () => import('./back-to-top'),
  'logo-strip': () => import('./logo-strip'),
  'work-filter': () => import('./work-filter'),
  'contact-form': () => import('./contact-form'),
  compare: () => import('./compare'),
};

const wired: Promise<void>[] = [];
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  for (const name of (element.dataset.island ?? '').split(' ')) {
    const load = islands[name];
    if (!load) continue;
    wired.push(
      load().then(
        (module) => module.default(element),
        (error: unknown) => console.error(`Island ${name} failed to load`, error),
      ),
    );
  }
}
void Promise.all(wired).then(() => {
  document.documentElement.dataset.islands = 'ready';
});
