import type { LandingTexts, SiteSettings } from '@prism/contracts';
import { Emphasised } from './emphasised';
import studio640 from '~/assets/studio-640.webp?url';
import studio960 from '~/assets/studio-960.webp?url';
import { Reveal } from '~/components/ui/reveal';
import { formatFigure } from '~/lib/numbers';
import { getLocale } from '~/paraglide/runtime';

export default function AboutSection({
  stats,
  texts,
}: {
  stats: SiteSettings['stats'];
  texts: LandingTexts['about'];
}) {
  return (
    <section aria-labelledby="about-heading" className="py-24 md:py-36">
      <div className="container-x grid gap-16 lg:grid-cols-2 lg:gap-24">
        <Reveal>
          <p className="eyebrow">{texts.eyebrow}</p>
          <h2
            id="about-heading"
            className="mt-4 font-display text-5xl font-medium tracking-tight md:text-6xl"
          >
            <Emphasised text={texts.heading} emphasis={texts.emphasis} />
          </h2>
          <div className="mt-10 space-y-6 text-lg leading-relaxed text-ink-soft">
            {texts.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <a
            href="#contact"
            className="mt-10 inline-flex items-center gap-2 rounded-full bg-ink px-7 py-4 text-base font-semibold text-paper transition hover:bg-accent"
          >
            {texts.cta} <span aria-hidden="true">→</span>
          </a>
        </Reveal>
        <Reveal delay={0.15} className="flex flex-col gap-10">
          {/* The studio's set, rendered by the backend's demo:studio-picture. */}
          <img
            src={studio960}
            srcSet={`${studio640} 640w, ${studio960} 960w`}
            sizes="(min-width: 1024px) 40vw, 92vw"
            width={960}
            height={1080}
            alt={texts.imageAlt}
            loading="lazy"
            decoding="async"
            className="aspect-[8/9] w-full rounded-3xl bg-paper-deep object-cover"
          />
          <dl className="grid grid-cols-3 gap-6 border-t border-line pt-8">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm leading-snug text-muted">{stat.label}</dt>
                <dd className="order-first font-display text-4xl font-medium tracking-tight md:text-5xl">
                  {formatFigure(stat.value, getLocale())}
                </dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  );
}
