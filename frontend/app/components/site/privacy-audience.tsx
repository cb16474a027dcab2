import { m } from '~/paraglide/messages';

/** The privacy page's paragraph on visit statistics (ADR 053), in the page's language. */
export function PrivacyAudience() {
  return (
    <section aria-labelledby="privacy-audience" className="space-y-6">
      <h2 id="privacy-audience" className="font-display text-2xl font-medium text-ink">
        {m.audience_privacy_title()}
      </h2>
      <p>{m.audience_privacy_counted()}</p>
      <p>{m.audience_privacy_kept()}</p>
    </section>
  );
}
