import { m } from '~/paraglide/messages';
import { LogoMark } from './logo-mark';
import type { LogoView } from '~/lib/logo-view';

/**
 * 'Brands we've worked with', each logo once in the page: the `logo-strip` island repeats
 * the list 3 times and loops it (40 s; 35 s on mobile widths, see app.css); it pauses on
 * hover and while focused (it is focusable, so a keyboard user can stop it), and stands
 * still under prefers-reduced-motion. Without JavaScript the list wraps, still.
 */
export default function LogoStrip({ logos }: { logos: LogoView[] }) {
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby="brands-heading" className="border-y border-line bg-paper py-10">
      <div className="container-x">
        <h2 id="brands-heading" className="eyebrow text-center !text-muted">
          {m.site_logos_heading()}
        </h2>
      </div>
      <div
        className="marquee relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]"
        tabIndex={0}
        aria-label={m.site_logos_label()}
        role="region"
      >
        <ul
          data-island="logo-strip"
          className="marquee-track flex items-center no-js:flex-wrap no-js:justify-center js:w-max"
        >
          {logos.map((logo) => (
            <li key={logo.id} className="flex h-12 shrink-0 items-center px-8 md:px-12">
              <LogoMark logo={logo} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
