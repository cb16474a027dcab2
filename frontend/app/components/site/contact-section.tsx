import type { LandingTexts, SiteSettings } from '@prism/contracts';
import { ContactForm, type ContactConsent } from './contact-form';
import { Emphasised } from './emphasised';
import { Reveal } from '~/components/ui/reveal';
import type { ContactOutcome } from '~/lib/contact-copy';
import { sitePath } from '~/lib/site-paths';
import { getLocale } from '~/paraglide/runtime';

export function ContactSection({
  settings,
  texts,
  outcome,
  consent,
}: {
  settings: SiteSettings;
  texts: LandingTexts['contact'];
  outcome?: ContactOutcome;
  consent?: ContactConsent;
}) {
  return (
    <section aria-labelledby="contact-heading" className="bg-paper-deep py-24 md:py-36">
      <div className="container-x grid gap-14 lg:grid-cols-[0.9fr_1.1fr] lg:gap-20">
        <Reveal>
          <p className="eyebrow">{texts.eyebrow}</p>
          <h2
            id="contact-heading"
            className="mt-4 font-display text-5xl font-medium tracking-tight md:text-6xl"
          >
            <Emphasised text={texts.heading} emphasis={texts.emphasis} />
          </h2>
          <p className="mt-8 text-lg leading-relaxed text-ink-soft">{texts.lead}</p>
          <p className="mt-8 inline-flex items-center gap-3 rounded-full bg-white px-5 py-2.5 text-sm font-semibold">
            <span aria-hidden="true" className="size-2 rounded-full bg-emerald-600" />
            {settings.availability}
          </p>
          <dl className="mt-10 grid gap-6 text-base">
            <div>
              <dt className="text-sm text-muted">{texts.emailLabel}</dt>
              <dd className="mt-1">
                <a
                  href={`mailto:${settings.contactEmail}`}
                  className="font-semibold underline-offset-4 hover:text-accent hover:underline"
                >
                  {settings.contactEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{texts.studioLabel}</dt>
              <dd className="mt-1 font-semibold">{settings.location}</dd>
            </div>
          </dl>
        </Reveal>
        <div>
          {/* #contact lands on the form (and on the answer at its top, without JavaScript),
              not on the heading above it, which on a phone leaves the form below the fold. */}
          <span id="contact" className="block scroll-mt-24" />
          <Reveal delay={0.1}>
            <ContactForm
              outcome={outcome}
              consent={consent}
              sourcePage={sitePath(getLocale(), { page: 'landing' })}
            />
          </Reveal>
        </div>
      </div>
    </section>
  );
}
