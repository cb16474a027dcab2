import type { Route } from './+types/privacy';
import { PrivacyAudience } from '~/components/site/privacy-audience';
import { useSite } from '~/components/site/site-context';
import { publicUrlOf, seoMeta, SITE_NAME } from '~/lib/seo';

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta({
    title: `Privacy Policy · ${SITE_NAME}`,
    description: 'What Prism does with the details you send through the contact form.',
    publicUrl: publicUrlOf(matches),
    path: '/privacy',
  });
}

/** The policy the contact form's consent checkbox points to. */
export default function Privacy() {
  const { settings } = useSite();
  return (
    <div className="container-x max-w-3xl pt-32 pb-24 md:pt-40">
      <p className="eyebrow">Legal</p>
      <h1 className="mt-4 font-display text-5xl font-medium tracking-tight">Privacy Policy</h1>
      <div className="mt-10 space-y-6 text-lg leading-relaxed text-ink-soft">
        <p>
          When you write to us through the contact form we keep your name, e-mail address, company,
          the service you asked about and your message, so that we can reply and keep track of the
          conversation.
        </p>
        <p>
          We use these details only to answer your enquiry. We do not sell them, share them for
          advertising or add you to a mailing list. Only Prism staff can read them.
        </p>
        <p>
          This site sets no tracking cookies and loads nothing from other companies. Staff who sign
          in to manage the site receive a session cookie that is needed for that alone.
        </p>
        <PrivacyAudience />
        <p>
          To see, correct or delete what we hold about you, write to{' '}
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
