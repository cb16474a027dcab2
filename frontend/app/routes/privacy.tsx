import type { Route } from './+types/privacy';
import { POLICY_SECTIONS, type Locale, type PublicPrivacyAnswer } from '@prism/contracts';
import { useSite } from '~/components/site/site-context';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { bothLanguages, sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { pageData } from '~/lib/page-data';

export function loader() {
  return pageData({ alternates: bothLanguages({ page: 'privacy' }) });
}

export function meta({ matches }: Route.MetaArgs) {
  const locale = localeOfMatches(matches);
  return seoMeta({
    title: `${m.site_privacy_title()} · ${SITE_NAME}`,
    description: m.site_privacy_description(),
    publicUrl: publicUrlOf(matches),
    locale,
    path: sitePath(locale, { page: 'privacy' }),
    alternates: bothLanguages({ page: 'privacy' }),
  });
}

/** « 28 novembre 2026 », "November 28, 2026": the policy's date in the page's language. */
function longDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
}

/**
 * The privacy policy in force (issue 46): its date and version, the person in charge of
 * personal information, and every section the act asks for, in the page's language.
 */
export default function Privacy() {
  const { settings, privacy } = useSite();
  const locale = getLocale();
  return (
    <div className="container-x max-w-3xl pt-32 pb-24 md:pt-40">
      <p className="eyebrow">{m.site_privacy_eyebrow()}</p>
      <h1 className="mt-4 font-display text-5xl font-medium tracking-tight">
        {m.site_privacy_title()}
      </h1>
      {privacy ? (
        <Policy privacy={privacy} locale={locale} />
      ) : (
        <p className="mt-10 text-lg leading-relaxed text-ink-soft">
          {m.site_privacy_unavailable()}{' '}
          <a
            href={`mailto:${settings.contactEmail}`}
            className="font-semibold text-ink underline underline-offset-2"
          >
            {settings.contactEmail}
          </a>
        </p>
      )}
    </div>
  );
}

function Policy({ privacy, locale }: { privacy: PublicPrivacyAnswer; locale: Locale }) {
  const { officer, policy } = privacy;
  return (
    <>
      <p className="mt-4 text-sm text-muted" data-policy-version={policy.version}>
        {m.site_privacy_updated({
          date: longDate(policy.publishedAt, locale),
          version: String(policy.version),
        })}
      </p>
      <section
        aria-labelledby="privacy-officer"
        className="mt-10 rounded-2xl border border-line bg-white p-6 text-ink-soft"
      >
        <h2 id="privacy-officer" className="font-display text-2xl font-medium text-ink">
          {m.site_privacy_officer_heading()}
        </h2>
        <p className="mt-3">
          <span className="font-semibold text-ink">{officer.name}</span>, {officer.title[locale]}
        </p>
        <p className="mt-1">
          <a
            href={`mailto:${officer.email}`}
            className="font-semibold text-ink underline underline-offset-2"
          >
            {officer.email}
          </a>
        </p>
        <p className="mt-1 whitespace-pre-line">{officer.address}</p>
        <p className="mt-3">{m.site_privacy_officer_reach()}</p>
      </section>
      <div className="mt-10 space-y-10 text-lg leading-relaxed text-ink-soft">
        {POLICY_SECTIONS.map((key) => {
          const section = policy.sections[key];
          return (
            <section key={key} aria-labelledby={`privacy-${key}`} className="space-y-4">
              <h2 id={`privacy-${key}`} className="font-display text-2xl font-medium text-ink">
                {section.title[locale]}
              </h2>
              {section.body[locale].split(/\n{2,}/).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </section>
          );
        })}
      </div>
    </>
  );
}
