import { m } from '~/paraglide/messages';
import type { LandingTexts } from '@prism/contracts';
import type { IconType } from 'react-icons';
import {
  LuCamera,
  LuClapperboard,
  LuLayoutTemplate,
  LuPackageOpen,
  LuPalette,
  LuStore,
} from 'react-icons/lu';
import { Reveal } from '~/components/ui/reveal';

/** The services' icons, in the order of the landing texts' services. */
const ICONS: readonly IconType[] = [
  LuLayoutTemplate,
  LuStore,
  LuPalette,
  LuPackageOpen,
  LuCamera,
  LuClapperboard,
];

export default function ServicesSection({ texts }: { texts: LandingTexts['services'] }) {
  return (
    <section aria-labelledby="services-heading" className="bg-ink py-24 text-paper md:py-36">
      <div className="container-x">
        <Reveal className="max-w-3xl">
          <p className="eyebrow !text-accent-soft">{texts.eyebrow}</p>
          <h2
            id="services-heading"
            className="mt-4 font-display text-5xl font-medium tracking-tight md:text-7xl"
          >
            {texts.heading}
          </h2>
          <p className="mt-6 text-lg text-paper/75">{texts.lead}</p>
        </Reveal>
        <ul className="mt-16 grid gap-px overflow-hidden rounded-3xl border border-paper/10 bg-paper/10 sm:grid-cols-2 lg:grid-cols-3">
          {texts.items.map((service, i) => {
            const Icon = ICONS[i] ?? LuLayoutTemplate;
            return (
              <Reveal
                as="li"
                key={service.title}
                delay={(i % 3) * 0.1}
                className="flex flex-col bg-ink p-8 md:p-10"
              >
                <Icon aria-hidden className="size-8 text-accent-soft" />
                <h3 className="mt-8 font-display text-2xl font-medium tracking-tight">
                  {service.title}
                </h3>
                <p className="mt-3 leading-relaxed text-paper/75">{service.description}</p>
                <ul className="mt-6 space-y-2 text-sm text-paper/85">
                  {service.features.map((feature) => (
                    <li key={feature} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="mt-2 size-1.5 shrink-0 rounded-full bg-accent-soft"
                      />
                      {feature}
                    </li>
                  ))}
                </ul>
                <a
                  href="#contact"
                  className="mt-auto inline-flex items-center gap-2 pt-8 text-sm font-semibold text-paper hover:text-accent-soft"
                >
                  {texts.learnMore}
                  <span className="sr-only">
                    {' '}
                    {m.site_services_about({ title: service.title })}
                  </span>
                  <span aria-hidden="true">→</span>
                </a>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
