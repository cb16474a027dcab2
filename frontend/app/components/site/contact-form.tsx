import { CONTACT_HONEYPOT_FIELD, LIMITS } from '@prism/contracts/limits';
import { INQUIRY_SERVICES } from '@prism/contracts/options';
import { inputClass } from '~/components/ui/field';
import { cn } from '~/lib/cn';
import { sitePath } from '~/lib/site-paths';
import { m } from '~/paraglide/messages';
import { getLocale } from '~/paraglide/runtime';

/** The island's words, in the page's language. */
function islandCopy(locale: ReturnType<typeof getLocale>): ContactCopy {
  return {
    sending: m.site_contact_sending(),
    sent: { title: m.site_contact_sent_title(), description: m.site_contact_sent_description() },
    failed: {
      title: m.site_contact_failed_title(),
      description: m.site_contact_failed_description(),
    },
    privacy: m.site_contact_error_privacy(),
    empty: {
      name: contactFieldError('name', 'required', locale),
      email: contactFieldError('email', 'required', locale),
      service: contactFieldError('service', 'invalid_choice', locale),
      // The schema's own issue for an empty message is its minimum length.
      message: contactFieldError('message', 'too_short', locale),
    },
    errors: contactErrorWords(locale),
  };
}
import type { ContactCopy, ContactErrorField, ContactOutcome } from '~/lib/contact-copy';
import { contactErrorWords, contactFieldError } from '~/lib/contact-error-words';
import { serviceLabel } from '~/lib/site-labels';

/**
 * The contact form. It posts to the site (POST /fr/ or /en/, the landing page's action), which validates it with the
 * API's schema, stores it and answers with this form showing the outcome; the
 * `contact-form` island sends it from the page instead ('Sending...', a toast, a reset).
 * Every field has its error line in the page (empty and hidden when there is none), so the
 * island only fills it in.
 */
/** What the form tells the person and the API about consent (issue 46). */
export interface ContactConsent {
  /** The policy version the page shows: recorded with the lead. */
  policyVersion: number;
  /** Whether the agency offers the separate news opt-in. */
  newsOptIn: boolean;
}

export function ContactForm({
  outcome,
  sourcePage,
  consent,
  idPrefix = 'contact',
}: {
  outcome?: ContactOutcome;
  consent?: ContactConsent;
  /** The page the form is on; without JavaScript, the only source of the lead we know. */
  sourcePage: string;
  /**
   * What every element id of the form starts with (`contact-name`, `contact-name-error`):
   * a page with two contact-form blocks gives each its own. The island finds its fields by
   * name within the form, never by id.
   */
  idPrefix?: string;
}) {
  const idOf = (what: string) => `${idPrefix}-${what}`;
  const locale = getLocale();
  const values = outcome && outcome.status !== 'sent' ? outcome.values : undefined;
  const errors = outcome && outcome.status !== 'sent' ? outcome.errors : {};
  const control = (field: ContactErrorField) => ({
    id: idOf(field),
    name: field,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? idOf(`${field}-error`) : undefined,
  });
  const errorLine = (field: ContactErrorField) => (
    <p
      id={idOf(`${field}-error`)}
      data-error-for={field}
      hidden={!errors[field]}
      className="text-sm font-medium text-red-700"
    >
      {errors[field]}
    </p>
  );
  const label = (field: ContactErrorField, text: string, hint?: string) => (
    <label htmlFor={idOf(field)} className="text-sm font-semibold text-ink">
      {text}
      {hint && <span className="ml-1 font-normal text-muted">{hint}</span>}
    </label>
  );

  return (
    <form
      method="post"
      action={`${sitePath(locale, { page: 'landing' })}#contact`}
      noValidate
      data-island="contact-form"
      data-copy={JSON.stringify(islandCopy(locale))}
      aria-label={m.site_contact_form_label()}
      className="relative grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10"
    >
      {outcome?.status === 'sent' && (
        <div role="status" className="rounded-2xl border border-ink/10 bg-paper p-5">
          <p className="text-sm font-semibold">{m.site_contact_sent_title()}</p>
          <p className="text-sm">{m.site_contact_sent_description()}</p>
        </div>
      )}
      {outcome?.status === 'failed' && (
        <div role="alert" className="rounded-2xl border border-red-800 bg-red-700 p-5 text-white">
          <p className="text-sm font-semibold">{m.site_contact_failed_title()}</p>
          <p className="text-sm">{m.site_contact_failed_description()}</p>
        </div>
      )}
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          {label('name', m.site_contact_name())}
          <input
            {...control('name')}
            defaultValue={values?.name}
            autoComplete="name"
            maxLength={LIMITS.contact.name}
            className={inputClass}
          />
          {errorLine('name')}
        </div>
        <div className="grid content-start gap-2">
          {label('email', m.site_contact_email())}
          <input
            {...control('email')}
            defaultValue={values?.email}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.contact.email}
            className={inputClass}
          />
          {errorLine('email')}
        </div>
        <div className="grid content-start gap-2">
          {label('company', m.site_contact_company(), m.site_contact_optional())}
          <input
            {...control('company')}
            defaultValue={values?.company}
            autoComplete="organization"
            maxLength={LIMITS.contact.company}
            className={inputClass}
          />
          {errorLine('company')}
        </div>
        <div className="grid content-start gap-2">
          {label('service', m.site_contact_service())}
          <select
            {...control('service')}
            defaultValue={values?.service ?? ''}
            className={cn(
              inputClass,
              'appearance-none bg-[length:1rem] bg-[right_1rem_center] bg-no-repeat pr-10',
            )}
            style={{
              backgroundImage:
                "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='%23121115' stroke-width='2'%3E%3Cpath d='m4 6 4 4 4-4'/%3E%3C/svg%3E\")",
            }}
          >
            <option value="">{m.site_contact_service_placeholder()}</option>
            {INQUIRY_SERVICES.map((s) => (
              <option key={s.value} value={s.value}>
                {serviceLabel(s.value)}
              </option>
            ))}
          </select>
          {errorLine('service')}
        </div>
      </div>
      <div className="grid content-start gap-2">
        {label('message', m.site_contact_message())}
        <textarea
          {...control('message')}
          defaultValue={values?.message}
          rows={6}
          maxLength={LIMITS.contact.message.max}
          placeholder={m.site_contact_message_placeholder()}
          className={cn(inputClass, 'resize-y')}
        />
        {errorLine('message')}
      </div>
      <input type="hidden" name="sourcePage" value={sourcePage} />
      {/* The language of the lead: staff answer in it (issue 23). */}
      <input type="hidden" name="locale" value={locale} />
      {/* Only bots fill this in; people never see it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={idOf('website')}>{m.site_contact_website()}</label>
        <input
          id={idOf('website')}
          name={CONTACT_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="grid content-start gap-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            {...control('privacy')}
            defaultChecked={values?.privacy}
            className="mt-0.5 size-5 shrink-0 rounded border-line accent-[#121115]"
          />
          <label htmlFor={idOf('privacy')} className="text-sm leading-relaxed text-ink-soft">
            {m.site_contact_consent_before()}{' '}
            <a
              href={sitePath(locale, { page: 'privacy' })}
              className="font-semibold text-ink underline underline-offset-2 hover:text-accent"
            >
              {m.site_contact_consent_link()}
            </a>{' '}
            {m.site_contact_consent_after()}
          </label>
        </div>
        {errorLine('privacy')}
      </div>
      {/* The policy version the person sees, recorded with their consent (issue 46). */}
      {consent && <input type="hidden" name="policyVersion" value={consent.policyVersion} />}
      {consent?.newsOptIn && (
        // A separate consent, never ticked in advance, recorded apart (CASL).
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            id={idOf('news')}
            name="newsOptIn"
            defaultChecked={values?.newsOptIn === true}
            className="mt-0.5 size-5 shrink-0 rounded border-line accent-[#121115]"
          />
          <label htmlFor={idOf('news')} className="text-sm leading-relaxed text-ink-soft">
            {m.site_contact_news_opt_in()}
          </label>
        </div>
      )}
      <button
        type="submit"
        className="inline-flex items-center justify-center rounded-full bg-ink px-8 py-4 text-base font-semibold text-paper transition hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60 sm:justify-self-start"
      >
        {m.site_contact_submit()}
      </button>
    </form>
  );
}
