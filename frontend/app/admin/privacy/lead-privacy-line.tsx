import type { ContactMessageAnswer } from '@prism/contracts';
import { formatDate } from '~/admin/shared/format';
import { m } from '~/paraglide/messages';

/**
 * A lead's privacy in the inbox (issue 46): what the person consented to, with the policy
 * version and language they saw, and when the retention job will anonymise or destroy it.
 */
export function LeadPrivacyLine({ message }: { message: ContactMessageAnswer }) {
  const inquiry = message.consents.find((c) => c.purpose === 'inquiry');
  const news = message.consents.some((c) => c.purpose === 'news' && c.withdrawnAt === null);
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted" data-lead-privacy>
      {message.anonymisedAt ? (
        <span>{m.admin_privacy_lead_anonymised({ date: formatDate(message.anonymisedAt) })}</span>
      ) : (
        message.retainedUntil && (
          <span>{m.admin_privacy_lead_retained({ date: formatDate(message.retainedUntil) })}</span>
        )
      )}
      {inquiry && (
        <span>
          {m.admin_privacy_lead_consent({
            version: String(inquiry.policyVersion),
            language:
              inquiry.locale === 'fr'
                ? m.admin_privacy_language_fr()
                : m.admin_privacy_language_en(),
          })}
        </span>
      )}
      {news && <span>{m.admin_privacy_lead_news()}</span>}
    </p>
  );
}
