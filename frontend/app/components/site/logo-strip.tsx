import { LogoMark } from './logo-mark';
import type { LogoView } from '~/lib/logo-view';

/** docs/product.md#limits: the list repeats 3 times and loops (40 s; 35 s on mobile widths, see app.css). */
export const LOGO_REPEAT = 3;

/**
 * 'Brands we've worked with': pauses on hover and while focused (it is focusable, so a
 * keyboard user can stop it), and stands still under prefers-reduced-motion.
 */
export default function LogoStrip({ logos }: { logos: LogoView[] }) {
  if (logos.length === 0) return null;
  return (
    <section aria-labelledby="brands-heading" className="border-y border-line bg-paper py-10">
      <div className="container-x">
        <h2 id="brands-heading" className="eyebrow text-center !text-muted">
          Brands we&apos;ve worked with
        </h2>
      </div>
      <div
        className="marquee relative mt-8 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]"
        tabIndex={0}
        aria-label="Client logos (focus or hover to pause)"
        role="region"
      >
        <ul className="marquee-track flex w-max items-center">
          {Array.from({ length: LOGO_REPEAT }, (_, copy) =>
            logos.map((logo) => (
              <li
                key={`${copy}-${logo.id}`}
                aria-hidden={copy > 0 || undefined}
                className="flex h-12 shrink-0 items-center px-8 md:px-12"
              >
                <LogoMark logo={logo} />
              </li>
            )),
          )}
        </ul>
      </div>
    </section>
  );
}
