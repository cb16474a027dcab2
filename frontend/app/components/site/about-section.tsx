import type { SiteSettings } from '@prism/contracts';
import teamImage from '~/assets/team-studio.svg?url';
import { Reveal } from '~/components/ui/reveal';

export default function AboutSection({ stats }: { stats: SiteSettings['stats'] }) {
  return (
    <section aria-labelledby="about-heading" className="py-24 md:py-36">
      <div className="container-x grid gap-16 lg:grid-cols-2 lg:gap-24">
        <Reveal>
          <p className="eyebrow">About Prism</p>
          <h2
            id="about-heading"
            className="mt-4 font-display text-5xl font-medium tracking-tight md:text-6xl"
          >
            Designers who read the <em className="font-normal text-accent italic">numbers</em>.
          </h2>
          <div className="mt-10 space-y-6 text-lg leading-relaxed text-ink-soft">
            <p>
              Prism was founded in 2021 by designers who had spent years inside e-commerce brands,
              watching beautiful products lose to better-presented ones. We started the studio to
              close that gap.
            </p>
            <p>
              Since then we have helped over 70 brands on Amazon and the other marketplaces turn
              their listings, storefronts and packaging into the reason shoppers choose them,
              bringing 10 years of industry experience to every brief.
            </p>
            <p>
              Every project starts with the data: search terms, reviews, return reasons and the
              competitors on the same page. Design decisions follow from what shoppers need to see,
              and we measure the results after launch.
            </p>
            <p>
              We are a small, senior team in Montreal. You work directly with the people who design
              your work, and the average lift in conversion across our projects is 35%.
            </p>
          </div>
          <a
            href="#contact"
            className="mt-10 inline-flex items-center gap-2 rounded-full bg-ink px-7 py-4 text-base font-semibold text-paper transition hover:bg-accent"
          >
            Work With Us <span aria-hidden="true">→</span>
          </a>
        </Reveal>
        <Reveal delay={0.15} className="flex flex-col gap-10">
          <img
            src={teamImage}
            width={960}
            height={1080}
            alt="The Prism team reviewing listing designs around a table in the Montreal studio"
            loading="lazy"
            decoding="async"
            className="aspect-[8/9] w-full rounded-3xl bg-paper-deep object-cover"
          />
          <dl className="grid grid-cols-3 gap-6 border-t border-line pt-8">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col">
                <dt className="text-sm leading-snug text-muted">{stat.label}</dt>
                <dd className="order-first font-display text-4xl font-medium tracking-tight md:text-5xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </div>
    </section>
  );
}
