import type { Route } from './+types/privacy';
import { PrivacyAudience } from '~/components/site/privacy-audience';
import { useSite } from '~/components/site/site-context';
import { localeOfMatches, publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';
import { bothLanguages, sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
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

/** The policy the contact form's consent checkbox points to. */
export default function Privacy() {
  const { settings } = useSite();
  return (
    <div className="container-x max-w-3xl pt-32 pb-24 md:pt-40">
      <p className="eyebrow">{m.site_privacy_eyebrow()}</p>
      <h1 className="mt-4 font-display text-5xl font-medium tracking-tight">
        {m.site_privacy_title()}
      </h1>
      <div className="mt-10 space-y-6 text-lg leading-relaxed text-ink-soft">
        <p>{m.site_privacy_kept()}</p>
        <p>{m.site_privacy_use()}</p>
        <p>{m.site_privacy_cookies()}</p>
        {/* The switch's preference cookie (ADR 042): first-party, so no consent is asked. */}
        <p>{m.site_privacy_language()}</p>
        <p>{m.site_privacy_typeface()}</p>
        <PrivacyAudience />
        <p>
          {m.site_privacy_rights()}{' '}
          <a
            href={`mailto:${settings.contactEmail}`}
            className="font-semibold text-ink underline underline-offset-2"
          >
            {settings.contactEmail}
          </a>
          .
        </p>
      </div>
    </div>
  );
}
