import { CONTACT_FIELDS, type ContactCopy, type ContactErrorField } from '~/lib/contact-copy';
import { leadSource } from './lead-source';
import { toast } from './toast';

const HONEYPOT = 'website';

/**
 * The contact form sent from the page, with where the lead came from (lead-source.ts): 'Sending...' while the request runs, the API's
 * field codes worded on their fields (the consent is checked here: the API never sees it), a toast
 * either way, and a reset after a success. A field's error clears as soon as it changes.
 */
export default function contactForm(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  const label = button?.textContent ?? '';
  // The words, in the page's language, from the server (components/site/contact-form.tsx).
  const copy = JSON.parse(form.dataset.copy ?? '{}') as ContactCopy;

  const line = (field: string) => form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
  const control = (field: string) => form.elements.namedItem(field) as HTMLElement | null;
  const setError = (field: string, message: string | null) => {
    const error = line(field);
    const input = control(field);
    if (!error || !input) return;
    error.textContent = message ?? '';
    error.hidden = !message;
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  };
  form.addEventListener('input', (event) => {
    const name = (event.target as HTMLInputElement).name;
    if (name) setError(name, null);
  });

  const submit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    for (const field of [...CONTACT_FIELDS, 'privacy']) setError(field, null);
    // A previous answer of the page (sent without JavaScript) is over once this one starts.
    for (const notice of form.querySelectorAll('[role=status], [role=alert]')) notice.remove();
    const data = new FormData(form);
    // What the page can tell without the API, all at once (empty required fields and the
    // consent, which the API never sees), focus on the first in the form's order.
    const missing: [ContactErrorField, string][] = [];
    for (const field of CONTACT_FIELDS) {
      const value = data.get(field);
      const empty = copy.empty[field];
      if (empty && (typeof value !== 'string' || value.trim() === '')) missing.push([field, empty]);
    }
    if (data.get('privacy') === null) missing.push(['privacy', copy.privacy]);
    const [first] = missing;
    if (first) {
      for (const [field, message] of missing) setError(field, message);
      control(first[0])?.focus();
      return;
    }
    const body: Record<string, string | number | boolean> = leadSource();
    for (const field of [...CONTACT_FIELDS, HONEYPOT, 'locale']) {
      const value = data.get(field);
      body[field] = typeof value === 'string' ? value : '';
    }
    // The consent the person gave (issue 46): the policy version shown, the news box.
    const version = Number(data.get('policyVersion'));
    if (version > 0) body.policyVersion = version;
    body.newsOptIn = data.get('newsOptIn') !== null;
    body.consentChannel = 'script';
    if (button) {
      button.disabled = true;
      button.textContent = copy.sending;
    }
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.ok) {
        toast(copy.sent);
        form.reset();
        return;
      }
      const answer = (await response.json().catch(() => null)) as {
        fields?: { field: string; code: string }[];
      } | null;
      let first: ContactErrorField | undefined;
      for (const { field, code } of answer?.fields ?? []) {
        // The API's field code, worded by the page; never the API's English. The
        // words exist only for the form's own fields.
        const text = copy.errors[`${field}:${code}`] ?? copy.errors[`${field}:invalid`];
        if (text) {
          setError(field, text);
          first ??= field as ContactErrorField;
        }
      }
      if (first) {
        // The field says what is wrong: no failure toast over the form as well.
        control(first)?.focus();
        return;
      }
    } catch {
      // Network failure: the failure toast below.
    } finally {
      if (button) {
        button.disabled = false;
        button.textContent = label;
      }
    }
    toast({ ...copy.failed, variant: 'destructive' });
  };
  form.addEventListener('submit', (event) => void submit(event));
}
