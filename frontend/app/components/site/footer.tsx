import type { PublicPrivacyAnswer, SiteSettings, SocialNetwork } from '@prism/contracts';
import type { PublicNavLink } from '@prism/contracts/pages';
import { rightsRequestPath } from '@prism/contracts/site-paths';
import { cn } from '~/lib/cn';
import { sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';
import { BrandMark } from './brand-mark';

const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  behance: 'Behance',
  dribbble: 'Dribbble',
  x: 'X',
};

export function Footer({
  settings,
  privacy,
  links,
}: {
  settings: SiteSettings;
  privacy: PublicPrivacyAnswer | null;
  /** The footer's links staff set for the language (issue 50); none: no column. */
  links: PublicNavLink[];
}) {
  const year = new Date().getFullYear();
  const locale = getLocale();
  const socials = (Object.keys(SOCIAL_LABELS) as SocialNetwork[]).filter(
    (network) => settings.social[network],
  );
  return (
    <footer className="bg-ink text-paper">
      <div
        className={cn(
          'container-x grid gap-12 py-16 md:py-20',
          links.length > 0 ? 'md:grid-cols-[1.5fr_1fr_1fr_1fr]' : 'md:grid-cols-[1.5fr_1fr_1fr]',
        )}
      >
        <div>
          <a
            href={sitePath(locale, { page: 'landing' })}
            aria-label={m.site_footer_home_label()}
            className="inline-block rounded-md"
          >
            <BrandMark />
          </a>
          <p className="mt-6 max-w-sm text-paper/75">{m.site_footer_tagline()}</p>
        </div>
        {links.length > 0 && (
          <nav aria-labelledby="footer-pages-heading">
            <h2 id="footer-pages-heading" className="text-sm font-semibold text-paper/60">
              {m.site_footer_pages_heading()}
            </h2>
            <ul className="mt-4 space-y-2">
              {links.map((link, i) => (
                <li key={`${i} ${link.href}`}>
                  <a href={link.href} className="hover:text-accent-soft">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div>
          <h2 className="text-sm font-semibold text-paper/60">{m.site_footer_contact_heading()}</h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={`mailto:${settings.contactEmail}`} className="hover:text-accent-soft">
                {settings.contactEmail}
              </a>
            </li>
            <li className="text-paper/75">{settings.location}</li>
          </ul>
        </div>
        {socials.length > 0 && (
          <div>
            <h2 className="text-sm font-semibold text-paper/60">
              {m.site_footer_follow_heading()}
            </h2>
            <ul className="mt-4 space-y-2">
              {socials.map((network) => (
                <li key={network}>
                  <a
                    href={settings.social[network]}
                    rel="noopener noreferrer"
                    className="hover:text-accent-soft"
                  >
                    {SOCIAL_LABELS[network]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {/* The person in charge of personal information and the policy, on every page (issue 46). */}
      <div className="border-t border-paper/10">
        <div className="container-x grid gap-3 py-6 text-sm text-paper/75 md:grid-cols-[1.5fr_1fr]">
          {privacy && (
            <p data-privacy-officer>
              <span className="font-semibold text-paper/90">{m.site_footer_privacy_officer()}</span>{' '}
              {privacy.officer.name}, {privacy.officer.title[locale]}.{' '}
              <a
                href={`mailto:${privacy.officer.email}`}
                className="underline hover:text-accent-soft"
              >
                {privacy.officer.email}
              </a>
              {', '}
              {privacy.officer.address}
            </p>
          )}
          <p>
            <a
              href={sitePath(locale, { page: 'privacy' })}
              className="font-semibold underline hover:text-accent-soft"
            >
              {m.site_footer_privacy_link()}
            </a>
            {' · '}
            <a href={rightsRequestPath(locale)} className="underline hover:text-accent-soft">
              {m.site_footer_rights_link()}
            </a>
          </p>
        </div>
        <p className="container-x pb-6 text-sm text-paper/60">
          {m.site_footer_copyright({ year })}
        </p>
      </div>
    </footer>
  );
}
