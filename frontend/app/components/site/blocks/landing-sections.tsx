import type { Locale } from '@prism/contracts/locale';
import type { LandingSection, LocalText } from '@prism/contracts/blocks';
import type { SiteSettings } from '@prism/contracts';
import AboutSection from '~/components/site/about-section';
import type { ContactConsent } from '~/components/site/contact-form';
import { ContactSection } from '~/components/site/contact-section';
import { Hero } from '~/components/site/hero';
import LogoStrip from '~/components/site/logo-strip';
import type { PortfolioCardItem } from '~/components/site/portfolio-card';
import ServicesSection from '~/components/site/services-section';
import { WorkSection } from '~/components/site/work-section';
import type { ContactOutcome } from '~/lib/contact-copy';
import type { LogoView } from '~/lib/logo-view';
import type { PortfolioFilter } from '~/lib/portfolio-filter';

/** What the landing's sections draw besides their own texts: what the landing loads. */
export interface LandingContext {
  locale: Locale;
  portfolio: PortfolioCardItem[];
  filter: PortfolioFilter;
  /** Whether the category has more projects than the grid shows. */
  more: boolean;
  logos: LogoView[];
  settings: SiteSettings;
  outcome?: ContactOutcome;
  consent?: ContactConsent;
}

/**
 * The landing page drawn from its blocks (issue 50), in their order: each block
 * is one of the landing's own section components, so the default list draws today's
 * landing, element for element. Sections below the fold keep their wrappers (laid out and
 * painted only as they near the screen, site.css) and the anchors the navigation links to.
 */
export function LandingSections({
  sections,
  context,
}: {
  sections: readonly LandingSection[];
  context: LandingContext;
}) {
  return sections.map((section) => (
    <LandingSectionView key={section.id} section={section} context={context} />
  ));
}

function LandingSectionView({
  section,
  context,
}: {
  section: LandingSection;
  context: LandingContext;
}) {
  const { locale } = context;
  const t = (text: LocalText) => text[locale];
  switch (section.type) {
    case 'hero':
      return (
        <Hero
          texts={{
            eyebrow: t(section.eyebrow),
            heading: t(section.heading),
            emphasis: t(section.emphasis),
            lead: t(section.lead),
            primaryCta: t(section.primaryCta),
            secondaryCta: t(section.secondaryCta),
          }}
        />
      );
    case 'logoStrip':
      return <LogoStrip logos={context.logos} />;
    case 'featuredWork':
      return (
        <div className="below-fold [--below-fold-size:2400px]">
          <WorkSection portfolio={context.portfolio} filter={context.filter} more={context.more} />
        </div>
      );
    case 'servicesGrid':
      return (
        <div id="services" className="below-fold scroll-mt-16 [--below-fold-size:2000px]">
          <ServicesSection
            texts={{
              eyebrow: t(section.eyebrow),
              heading: t(section.heading),
              lead: t(section.lead),
              learnMore: t(section.learnMore),
              items: section.items.map((item) => ({
                title: t(item.title),
                description: t(item.description),
                // A feature written in one language only is left out of the other.
                features: item.features.map(t).filter((feature) => feature !== ''),
              })),
            }}
          />
        </div>
      );
    case 'about':
      return (
        <div id="about" className="below-fold scroll-mt-16 [--below-fold-size:1400px]">
          <AboutSection
            stats={context.settings.stats}
            texts={{
              eyebrow: t(section.eyebrow),
              heading: t(section.heading),
              emphasis: t(section.emphasis),
              paragraphs: section.paragraphs.map(t).filter((paragraph) => paragraph !== ''),
              cta: t(section.cta),
              imageAlt: t(section.imageAlt),
            }}
          />
        </div>
      );
    case 'contactPanel':
      return (
        <div className="below-fold [--below-fold-size:1600px]">
          <ContactSection
            settings={context.settings}
            texts={{
              eyebrow: t(section.eyebrow),
              heading: t(section.heading),
              emphasis: t(section.emphasis),
              lead: t(section.lead),
              emailLabel: t(section.emailLabel),
              studioLabel: t(section.studioLabel),
            }}
            outcome={context.outcome}
            consent={context.consent}
          />
        </div>
      );
    default:
      // A section type this build does not know (an API newer than the site): left out.
      return null;
  }
}
