import type { LandingTexts } from '@prism/contracts';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { Emphasised } from './emphasised';
import { formatPercent } from '~/lib/numbers';

/** The sample metrics of the decorative product page (docs/product.md#hero), as fractions. */
export const HERO_METRICS = [
  { label: () => m.site_hero_metric_acos(), value: 0.094, change: 0.32, direction: 'down' },
  { label: () => m.site_hero_metric_cvr(), value: 0.248, change: 1.56, direction: 'up' },
  { label: () => m.site_hero_metric_ctr(), value: 0.038, change: 0.008, direction: 'up' },
] as const;

/** "9.4%" in English, "9,4 %" in French. */
const percent = (value: number) => formatPercent(value, getLocale());

/** The hero; the `tilt` island turns the product mock towards the pointer. */
export function Hero({ texts }: { texts: LandingTexts['hero'] }) {
  // On a laptop (1280 × 800) the heading and its two buttons fit above the fold, in both
  // languages; the largest type waits for wide screens.
  return (
    <section
      aria-labelledby="hero-heading"
      data-island="tilt"
      className="relative overflow-hidden pt-32 pb-20 md:pt-44 md:pb-32 lg:pt-32 2xl:pt-44"
    >
      {/* A gradient, not a blur filter: the same glow without a costly paint on a phone. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-[-20%] size-[42rem] rounded-full bg-[radial-gradient(closest-side,var(--color-accent-soft),transparent)] opacity-70"
      />
      <div className="container-x relative grid items-center gap-16 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="eyebrow rise-in">{texts.eyebrow}</p>
          <h1
            id="hero-heading"
            className="mt-6 font-display text-[2.75rem] leading-[1.02] font-medium tracking-[-0.03em] text-balance sm:text-6xl lg:text-[4.25rem] 2xl:text-[5.25rem]"
          >
            <Emphasised text={texts.heading} emphasis={texts.emphasis} />
          </h1>
          <p
            className="rise-in mt-8 max-w-xl text-lg leading-relaxed text-ink-soft md:text-xl"
            style={{ '--reveal-delay': '0.1s' } as React.CSSProperties}
          >
            {texts.lead}
          </p>
          <div
            className="rise-in mt-10 flex flex-wrap gap-4"
            style={{ '--reveal-delay': '0.2s' } as React.CSSProperties}
          >
            <a
              href="#work"
              className="inline-flex items-center gap-2 rounded-full bg-ink px-7 py-4 text-base font-semibold text-paper transition hover:bg-accent"
            >
              {texts.primaryCta} <span aria-hidden="true">→</span>
            </a>
            <a
              href="#contact"
              className="inline-flex items-center rounded-full border border-ink/20 px-7 py-4 text-base font-semibold transition hover:border-ink"
            >
              {texts.secondaryCta}
            </a>
          </div>
        </div>
        <div
          className="rise-in [perspective:1400px]"
          style={{ '--reveal-delay': '0.25s' } as React.CSSProperties}
        >
          {/* No `will-change`: in Chromium without a GPU (Lighthouse's) it held the page's
              first frame back by one to two seconds (ADR 072); the tilt's transition
              promotes the layer when it moves. */}
          <div
            data-tilt-target=""
            className="transition-transform duration-300 ease-out [transform-style:preserve-3d]"
          >
            <ProductMock />
          </div>
        </div>
      </div>
    </section>
  );
}

/** A decorative product page with sample results; read out as one image description. */
function ProductMock() {
  const metrics = HERO_METRICS.map((metric) => {
    const direction =
      metric.direction === 'up' ? m.site_hero_metric_up() : m.site_hero_metric_down();
    return `${metric.label()} ${percent(metric.value)} (${direction} ${percent(metric.change)})`;
  }).join(', ');
  return (
    <div
      role="img"
      aria-label={m.site_hero_mock_label({ metrics })}
      className="relative mx-auto max-w-md"
    >
      <div className="overflow-hidden rounded-[1.75rem] border border-ink/10 bg-white shadow-[0_40px_80px_-30px_rgba(18,17,21,0.35)]">
        <div className="flex items-center gap-1.5 border-b border-line px-5 py-3.5">
          <span className="size-2.5 rounded-full bg-line" />
          <span className="size-2.5 rounded-full bg-line" />
          <span className="size-2.5 rounded-full bg-line" />
          <span className="ml-3 h-2.5 w-40 rounded-full bg-paper-deep" />
        </div>
        <div className="grid grid-cols-[1fr_1.1fr] gap-5 p-5">
          <div className="relative aspect-[4/5] overflow-hidden rounded-2xl bg-gradient-to-br from-accent-soft via-paper to-paper-deep">
            <svg viewBox="0 0 100 125" className="absolute inset-0 size-full">
              <ellipse cx="50" cy="108" rx="26" ry="4" fill="#121115" opacity="0.12" />
              <rect x="36" y="22" width="28" height="12" rx="3" fill="#121115" />
              <path d="M30 40q0-6 6-6h28q6 0 6 6v62q0 6-6 6H36q-6 0-6-6Z" fill="#c2410c" />
              <rect x="36" y="58" width="28" height="26" rx="2" fill="#f7f5f0" />
              <path d="M43 67h14M43 73h10" stroke="#121115" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </div>
          <div className="flex flex-col gap-2.5 pt-1">
            <span className="h-3 w-11/12 rounded-full bg-ink/80" />
            <span className="h-3 w-3/4 rounded-full bg-ink/80" />
            <span className="mt-1 text-sm tracking-widest text-accent">★★★★★</span>
            <span className="font-display text-2xl font-semibold">{m.site_hero_price()}</span>
            <span className="h-2 w-full rounded-full bg-paper-deep" />
            <span className="h-2 w-5/6 rounded-full bg-paper-deep" />
            <span className="h-2 w-4/6 rounded-full bg-paper-deep" />
            <span className="mt-auto rounded-full bg-ink py-2 text-center text-xs font-semibold text-paper">
              {m.site_hero_add_to_cart()}
            </span>
          </div>
        </div>
        <div className="grid grid-cols-3 divide-x divide-line border-t border-line">
          {HERO_METRICS.map((metric) => (
            <div key={metric.value} className="px-4 py-4">
              <div className="text-[0.7rem] font-semibold tracking-widest text-muted uppercase">
                {metric.label()}
              </div>
              <div className="mt-1 font-display text-2xl font-semibold tabular-nums">
                {percent(metric.value)}
              </div>
              <div className="mt-0.5 text-xs font-semibold text-emerald-700">
                {metric.direction === 'down' ? '↓' : '↑'} {percent(metric.change)}
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="absolute top-1/3 -left-4 hidden rounded-2xl border border-ink/10 bg-white px-4 py-3 shadow-xl sm:-left-10 sm:block [transform:translateZ(40px)]">
        <div className="text-[0.7rem] font-semibold tracking-widest text-muted uppercase">
          {m.site_hero_metric_cvr()}
        </div>
        <div className="font-display text-xl font-semibold text-emerald-700">↑ {percent(1.56)}</div>
      </div>
    </div>
  );
}
