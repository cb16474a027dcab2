import { DEFAULT_LANDING, DEFAULT_SITE_SETTINGS, type LandingTexts } from '@prism/contracts';
import { landingSectionSchema, landingSectionsOf } from '@prism/contracts/blocks';
import { render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AboutSection from '~/components/site/about-section';
import { ContactSection } from '~/components/site/contact-section';
import { Hero } from '~/components/site/hero';
import ServicesSection from '~/components/site/services-section';
import { WorkSection } from '~/components/site/work-section';
import { setLocale } from '~/paraglide/runtime';
import { LandingSections, type LandingContext } from './landing-sections';

afterEach(() => {
  void setLocale('en', { reload: false });
});

const context = (locale: 'fr' | 'en'): LandingContext => ({
  locale,
  portfolio: [],
  filter: 'all',
  more: false,
  logos: [],
  settings: DEFAULT_SITE_SETTINGS,
});

/** The landing as the route drew it before its sections were blocks (issue 50). */
function TodaysLanding({ texts }: { texts: LandingTexts }) {
  return (
    <>
      <Hero texts={texts.hero} />
      <div className="below-fold [--below-fold-size:2400px]">
        <WorkSection portfolio={[]} filter="all" more={false} />
      </div>
      <div id="services" className="below-fold scroll-mt-16 [--below-fold-size:2000px]">
        <ServicesSection texts={texts.services} />
      </div>
      <div id="about" className="below-fold scroll-mt-16 [--below-fold-size:1400px]">
        <AboutSection stats={DEFAULT_SITE_SETTINGS.stats} texts={texts.about} />
      </div>
      <div className="below-fold [--below-fold-size:1600px]">
        <ContactSection settings={DEFAULT_SITE_SETTINGS} texts={texts.contact} />
      </div>
    </>
  );
}

describe("the landing's default blocks", () => {
  it.each(['en', 'fr'] as const)(
    'draw today’s landing element for element from the saved copy (%s)',
    async (locale) => {
      await setLocale(locale, { reload: false });
      // Both languages' copy in one list, as the admin's preview builds it.
      const sections = landingSectionsOf(DEFAULT_LANDING);
      expect(sections.map((s) => landingSectionSchema.parse(s))).toEqual(sections);
      expect(sections.map((s) => s.type)).toEqual([
        'hero',
        'logoStrip',
        'featuredWork',
        'servicesGrid',
        'about',
        'contactPanel',
      ]);
      const blocks = render(<LandingSections sections={sections} context={context(locale)} />);
      const today = render(<TodaysLanding texts={DEFAULT_LANDING[locale]} />);
      expect(blocks.container.innerHTML).toBe(today.container.innerHTML);
      if (locale === 'en') {
        expect(within(blocks.container).getByRole('heading', { level: 1 })).toHaveTextContent(
          'Elevating e\u2011commerce listings through design excellence.',
        );
      }
    },
  );

  it('leave out what one language has not written from the other', () => {
    const en = structuredClone(DEFAULT_LANDING.en);
    en.about.paragraphs = en.about.paragraphs.slice(0, 2);
    const sections = landingSectionsOf({ fr: DEFAULT_LANDING.fr, en });
    const about = sections.find((s) => s.type === 'about');
    expect(about?.paragraphs.map((p) => p.en)).toEqual([...en.about.paragraphs, '', '']);
    const { container } = render(<LandingSections sections={sections} context={context('en')} />);
    expect(container.querySelectorAll('#about p:not(.eyebrow)')).toHaveLength(2);
  });
});
