import { m } from '~/paraglide/messages';
import type { BeforeAfterPairAnswer } from '@prism/contracts';
import type { CSSProperties } from 'react';
import { ResponsiveImage } from '~/components/ui/responsive-image';

const SIZES = '(min-width: 1024px) 45vw, 46vw';

/** The stored before image's width and shape, for the slider's frame (site.css). */
function frameSize(image: BeforeAfterPairAnswer['before']['image']): CSSProperties | undefined {
  if (!image.width || !image.height) return undefined;
  return {
    '--compare-width': `${image.width}px`,
    '--compare-ratio': `${image.width} / ${image.height}`,
  } as CSSProperties;
}

/**
 * Before/after pairs. The HTML shows the two images side by side, labelled; the `compare`
 * island (islands/compare.ts) turns each into a slider over one frame, driven by a native
 * range input (arrow keys, Home/End, touch, pointer).
 */
export function BeforeAfterSection({ pairs }: { pairs: BeforeAfterPairAnswer[] }) {
  if (pairs.length === 0) return null;
  return (
    <section aria-labelledby="before-after-title" className="mt-24">
      <h2 id="before-after-title" className="font-display text-3xl font-medium tracking-tight">
        {m.site_case_before_after()}
      </h2>
      <div className="mt-10 grid gap-16">
        {pairs.map((pair) => (
          <figure
            key={pair.id}
            className="compare"
            data-island="compare"
            data-testid="compare"
            // The slider's name, in the page's language: the island only reads it.
            data-compare-label={m.site_case_compare_label({ label: pair.label })}
            data-compare-value={m.site_case_compare_value({ percent: '#' })}
          >
            <div
              className="compare-frame grid grid-cols-2 gap-3 sm:gap-6"
              data-compare-frame
              // The slider's frame takes the before image's shape, at most its width.
              style={frameSize(pair.before.image)}
            >
              <div className="compare-pane relative overflow-hidden rounded-2xl bg-paper-deep">
                <ResponsiveImage
                  image={pair.before.image}
                  fallbackUrl={pair.before.imageUrl}
                  alt={m.site_case_before_alt({ label: pair.label })}
                  sizes={SIZES}
                  className="compare-image h-auto w-full"
                />
                <span className="compare-tag left-3">{m.site_case_before()}</span>
              </div>
              <div
                className="compare-pane compare-after relative overflow-hidden rounded-2xl bg-paper-deep"
                data-compare-after
              >
                <ResponsiveImage
                  image={pair.after.image}
                  fallbackUrl={pair.after.imageUrl}
                  alt={m.site_case_after_alt({ label: pair.label })}
                  sizes={SIZES}
                  className="compare-image h-auto w-full"
                />
                <span className="compare-tag right-3">{m.site_case_after()}</span>
              </div>
            </div>
            <figcaption className="mt-4 text-sm text-muted">{pair.label}</figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
