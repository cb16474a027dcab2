import type { Locale } from '@prism/contracts';
import { m } from '~/paraglide/messages';

/** What the lead's language asks of staff: "Sent from a French page: reply in French". */
export const LEAD_LANGUAGE_TITLES: Record<Locale, () => string> = {
  fr: m.admin_lead_language_fr_title,
  en: m.admin_lead_language_en_title,
};

const LABELS: Record<Locale, { short: () => string; long: () => string }> = {
  fr: { short: m.admin_lead_language_fr, long: m.admin_lead_language_fr_title },
  en: { short: m.admin_lead_language_en, long: m.admin_lead_language_en_title },
};

/** The language of the page a lead wrote from (issue 23), so staff answer in it. */
export function LeadLanguageBadge({ locale }: { locale: Locale }) {
  const label = LABELS[locale];
  return (
    <span
      className="rounded-full border border-line bg-white px-2.5 py-0.5 text-xs font-semibold text-ink-soft"
      title={label.long()}
      data-testid="lead-language"
    >
      <span aria-hidden>{label.short()}</span>
      <span className="sr-only">{label.long()}</span>
    </span>
  );
}
