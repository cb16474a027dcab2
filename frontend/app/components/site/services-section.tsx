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

export const SERVICES: {
  title: string;
  icon: IconType;
  description: string;
  features: string[];
}[] = [
  {
    title: 'Listing Design',
    icon: LuLayoutTemplate,
    description:
      'Main images, infographics and A+ Content that answer a shopper’s questions before they think to ask them.',
    features: [
      'Main and secondary images',
      'Infographics and comparison charts',
      'A+ and Premium A+ Content',
    ],
  },
  {
    title: 'Amazon Storefront',
    icon: LuStore,
    description:
      'A Brand Store that feels like your own flagship: clear to browse, built to cross-sell, easy to keep fresh.',
    features: [
      'Store architecture and navigation',
      'Custom page and tile design',
      'Seasonal and launch refreshes',
    ],
  },
  {
    title: 'Brand Identity',
    icon: LuPalette,
    description:
      'Logos, type, colour and voice that make a marketplace brand recognisable even at thumbnail size.',
    features: ['Logo and wordmark', 'Visual identity system', 'Brand guidelines'],
  },
  {
    title: 'Packaging Design',
    icon: LuPackageOpen,
    description:
      'Boxes and labels that survive the warehouse, delight on unboxing and photograph beautifully.',
    features: ['Structural and label design', 'Print-ready artwork', 'Unboxing experience'],
  },
  {
    title: 'Product Photography',
    icon: LuCamera,
    description:
      'Studio and lifestyle photography shot for the marketplace crop, the phone screen and the zoom.',
    features: ['White-background studio shots', 'Lifestyle scenes', 'Retouching and compositing'],
  },
  {
    title: 'Video Production',
    icon: LuClapperboard,
    description:
      'Short product films and motion graphics for listings, Sponsored Brands ads and social feeds.',
    features: ['Listing and A+ videos', 'Sponsored Brands video ads', 'Motion graphics'],
  },
];

export default function ServicesSection() {
  return (
    <section aria-labelledby="services-heading" className="bg-ink py-24 text-paper md:py-36">
      <div className="container-x">
        <Reveal className="max-w-3xl">
          <p className="eyebrow !text-accent-soft">What we do</p>
          <h2
            id="services-heading"
            className="mt-4 font-display text-5xl font-medium tracking-tight md:text-7xl"
          >
            Our Services
          </h2>
          <p className="mt-6 text-lg text-paper/75">
            Six crafts under one roof, so your listing, your store and your box all tell the same
            story.
          </p>
        </Reveal>
        <ul className="mt-16 grid gap-px overflow-hidden rounded-3xl border border-paper/10 bg-paper/10 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICES.map((service, i) => {
            const Icon = service.icon;
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
                  Learn More<span className="sr-only"> about {service.title}</span>
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
