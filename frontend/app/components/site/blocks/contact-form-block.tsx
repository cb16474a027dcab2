import { ContactForm } from '~/components/site/contact-form';
import type { SiteOutletContext } from '~/components/site/site-context';
import { BlockSection } from './block-section';
import type { BlockProps } from './block-props';

/**
 * The site's contact form under the block's heading and introduction. It is the landing
 * page's form, island and all: without JavaScript it posts to the landing page, which
 * answers with the outcome at its own form; the lead's source is this page. Its element
 * ids start with the block's id (`contact-<block id>-name`), so two forms on one page never
 * share one; the landing's keep `contact-name`.
 */
export function ContactFormBlock({
  block,
  page,
  privacy,
}: BlockProps<'contactForm'> & Pick<SiteOutletContext, 'privacy'>) {
  const locale = page.locale;
  return (
    <BlockSection
      id={block.id}
      heading={block.heading[locale]}
      tone="deep"
      lead={block.intro[locale]}
    >
      <div className="mt-10 max-w-3xl">
        <ContactForm
          idPrefix={`contact-${block.id}`}
          sourcePage={page.paths[locale] ?? ''}
          consent={
            privacy
              ? { policyVersion: privacy.policy.version, newsOptIn: privacy.newsOptIn }
              : undefined
          }
        />
      </div>
    </BlockSection>
  );
}
