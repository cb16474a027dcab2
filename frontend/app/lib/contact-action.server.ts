import {
  CONTACT_HONEYPOT_FIELD,
  fieldErrorOfIssue,
  isFieldErrorCode,
  type ApiErrorBody,
} from '@prism/contracts';
import { data } from 'react-router';
import { isBackendError } from './backend-error';
import {
  CONTACT_FIELDS,
  type ContactErrorField,
  type ContactOutcome,
  type ContactValues,
} from './contact-copy';
import { contactFieldError } from './contact-error-words';
import { contactFormSchema } from './contact-form';
import { localeOfUrl } from './site-paths';
import type { SiteContext } from '~/context';

const ERROR_FIELDS = new Set<string>([...CONTACT_FIELDS, 'privacy']);

/**
 * A contact message posted by the form without JavaScript: validated with the same schema
 * the API uses, stored through the API (which sees the visitor's address for its rate
 * limit), and answered with the landing page showing the outcome, fields kept on error.
 * The message travels in the POST body only, never in an address.
 */
export async function contactAction(
  request: Request,
  url: URL,
  context: SiteContext,
): Promise<ReturnType<typeof data<{ contact: ContactOutcome }>>> {
  const form = await request.formData();
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: ContactValues = {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    service: text('service'),
    message: text('message'),
    privacy: form.get('privacy') !== null,
    newsOptIn: form.get('newsOptIn') !== null,
  };
  const invalid = (errors: Partial<Record<ContactErrorField, string>>) =>
    data<{ contact: ContactOutcome }>(
      { contact: { status: 'invalid', values, errors } },
      { status: 400 },
    );

  const locale = localeOfUrl(url);
  const parsed = contactFormSchema.safeParse({
    ...values,
    sourcePage: text('sourcePage'),
    // The page's own language, from its address: the form's field can't say otherwise.
    locale,
    // What the person consented to (issue 46): the policy version the page showed, the
    // separate news box, and that the form came without the page's script.
    policyVersion: /^\d{1,7}$/.test(text('policyVersion'))
      ? Number(text('policyVersion'))
      : undefined,
    newsOptIn: values.newsOptIn,
    consentChannel: 'form',
    [CONTACT_HONEYPOT_FIELD]: text(CONTACT_HONEYPOT_FIELD),
  });
  if (!parsed.success) {
    const errors: Partial<Record<ContactErrorField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      if (!ERROR_FIELDS.has(field)) continue;
      errors[field as ContactErrorField] ??= contactFieldError(
        field as ContactErrorField,
        fieldErrorOfIssue(issue, values).code,
        locale,
      );
    }
    return invalid(errors);
  }
  const { privacy: _consent, ...message } = parsed.data;
  const forwardedFor = request.headers.get('x-forwarded-for');
  try {
    await context.backend.postJson('/api/contact', message, {
      timeoutMs: 10_000,
      headers: {
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        // The API makes the day's visitor key of the lead from it, as for a page view.
        'user-agent': request.headers.get('user-agent') ?? '',
      },
    });
  } catch (error) {
    if (isBackendError(error) && error.status === 400) {
      const body = safeJson(error.body);
      const errors: Partial<Record<ContactErrorField, string>> = {};
      // The API names each field's code; the page words it in its own language.
      for (const { field, code } of body?.fields ?? []) {
        if (ERROR_FIELDS.has(field))
          errors[field as ContactErrorField] ??= contactFieldError(
            field as ContactErrorField,
            isFieldErrorCode(code) ? code : 'invalid',
            locale,
          );
      }
      return invalid(errors);
    }
    console.error(`Contact message not stored: ${String(error)}`);
    return data(
      { contact: { status: 'failed', values, errors: {} } },
      { status: isBackendError(error) && error.status === 429 ? 429 : 503 },
    );
  }
  return data<{ contact: ContactOutcome }>({ contact: { status: 'sent' } });
}

function safeJson(text: string): ApiErrorBody | null {
  try {
    return JSON.parse(text) as ApiErrorBody;
  } catch {
    return null;
  }
}
