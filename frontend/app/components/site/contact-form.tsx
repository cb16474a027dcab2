import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_HONEYPOT_FIELD, LIMITS } from '@prism/contracts/limits';
import { INQUIRY_SERVICES } from '@prism/contracts/options';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { errorProps, Field, inputClass } from '~/components/ui/field';
import {
  CONTACT_FORM_DEFAULTS,
  CONTACT_TOASTS,
  contactFormSchema,
  sendContactMessage,
  type ContactFormInput,
  type ContactFormOutput,
} from '~/lib/contact-form';
import { cn } from '~/lib/cn';
import { toast } from '~/lib/toast-store';

const MESSAGE_FIELDS = ['name', 'email', 'company', 'service', 'message'] as const;

/**
 * The contact form (docs/product.md#contact-section): validates on submit and re-validates on change with
 * the server's own schema; 'Sending...' while the request runs; a toast either way, and
 * the form resets after a success.
 */
export function ContactForm({ send = sendContactMessage }: { send?: typeof sendContactMessage }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: CONTACT_FORM_DEFAULTS,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = async (values: ContactFormOutput) => {
    try {
      const result = await send(values);
      if (result.ok) {
        toast(CONTACT_TOASTS.success);
        reset(CONTACT_FORM_DEFAULTS);
        return;
      }
      for (const { field, message } of result.fields) {
        if ((MESSAGE_FIELDS as readonly string[]).includes(field)) {
          setError(field as (typeof MESSAGE_FIELDS)[number], { message });
        }
      }
    } catch {
      // Network failure: fall through to the failure toast.
    }
    toast({ ...CONTACT_TOASTS.failure, variant: 'destructive' });
  };

  const e = {
    name: errors.name?.message,
    email: errors.email?.message,
    company: errors.company?.message,
    service: errors.service?.message,
    message: errors.message?.message,
    privacy: errors.privacy?.message,
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      aria-label="Contact form"
      className="relative grid gap-6 rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-10"
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <Field id="contact-name" label="Name" error={e.name}>
          <input
            {...register('name')}
            {...errorProps('contact-name', e.name)}
            autoComplete="name"
            maxLength={LIMITS.contact.name}
            className={inputClass}
          />
        </Field>
        <Field id="contact-email" label="Email" error={e.email}>
          <input
            {...register('email')}
            {...errorProps('contact-email', e.email)}
            type="email"
            autoComplete="email"
            maxLength={LIMITS.contact.email}
            className={inputClass}
          />
        </Field>
        <Field id="contact-company" label="Company" hint="(optional)" error={e.company}>
          <input
            {...register('company')}
            {...errorProps('contact-company', e.company)}
            autoComplete="organization"
            maxLength={LIMITS.contact.company}
            className={inputClass}
          />
        </Field>
        <Field id="contact-service" label="Service" error={e.service}>
          <select
            {...register('service')}
            {...errorProps('contact-service', e.service)}
            className={cn(
              inputClass,
              'appearance-none bg-[length:1rem] bg-[right_1rem_center] bg-no-repeat pr-10',
            )}
            style={{
              backgroundImage:
                "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' fill='none' stroke='%23121115' stroke-width='2'%3E%3Cpath d='m4 6 4 4 4-4'/%3E%3C/svg%3E\")",
            }}
          >
            <option value="">Select a service</option>
            {INQUIRY_SERVICES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="contact-message" label="Message" error={e.message}>
        <textarea
          {...register('message')}
          {...errorProps('contact-message', e.message)}
          rows={6}
          maxLength={LIMITS.contact.message.max}
          placeholder="Tell us about your brand, your marketplace and what you would like to improve."
          className={cn(inputClass, 'resize-y')}
        />
      </Field>
      {/* Only bots fill this in; people never see it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input
          {...register(CONTACT_HONEYPOT_FIELD)}
          id="contact-website"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            {...register('privacy')}
            {...errorProps('contact-privacy', e.privacy)}
            className="mt-0.5 size-5 shrink-0 rounded border-line accent-[#121115]"
          />
          <label htmlFor="contact-privacy" className="text-sm leading-relaxed text-ink-soft">
            I agree to the{' '}
            <Link
              to="/privacy"
              className="font-semibold text-ink underline underline-offset-2 hover:text-accent"
            >
              privacy policy
            </Link>{' '}
            and to Prism keeping my message to reply to it.
          </label>
        </div>
        {e.privacy && (
          <p id="contact-privacy-error" className="text-sm font-medium text-red-700">
            {e.privacy}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex items-center justify-center rounded-full bg-ink px-8 py-4 text-base font-semibold text-paper transition hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60 sm:justify-self-start"
      >
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
