import { INQUIRY_SERVICES } from '@prism/contracts/options';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form';
import { CONTACT_TOASTS, PRIVACY_REQUIRED, type ContactValues } from '~/lib/contact-copy';

const values: ContactValues = {
  name: 'Ada Lovelace',
  email: 'not-an-address',
  company: 'Engines Ltd',
  service: 'brand_identity',
  message: 'We would like a new storefront.',
  privacy: false,
};

describe('ContactForm', () => {
  it('posts to the site, so it works without JavaScript, and offers the 7 services', () => {
    render(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/#contact');
    const options = within(screen.getByLabelText('Service')).getAllByRole('option');
    expect(options.map((o) => o.getAttribute('value'))).toEqual([
      '',
      ...INQUIRY_SERVICES.map((s) => s.value),
    ]);
    expect(INQUIRY_SERVICES).toHaveLength(7);
    // Each field's error line is in the page, empty and hidden, for the island to fill.
    for (const field of ['name', 'email', 'company', 'service', 'message', 'privacy']) {
      expect(form.querySelector(`[data-error-for="${field}"]`)?.hasAttribute('hidden')).toBe(true);
    }
  });

  it('after a refused post: the fields kept and each message tied to its field', () => {
    render(
      <ContactForm
        outcome={{
          status: 'invalid',
          values,
          errors: { email: 'Please enter a valid email address', privacy: PRIVACY_REQUIRED },
        }}
      />,
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((screen.getByLabelText('Service') as HTMLSelectElement).value).toBe('brand_identity');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(values.message);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid email address',
    );
    expect(screen.getByText(PRIVACY_REQUIRED)).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('after a stored message: the success words and an empty form', () => {
    render(<ContactForm outcome={{ status: 'sent' }} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(CONTACT_TOASTS.success.title);
    expect(status.textContent).toContain(CONTACT_TOASTS.success.description);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('after a failure to store: the failure words and the fields kept', () => {
    render(<ContactForm outcome={{ status: 'failed', values, errors: {} }} />);
    expect(screen.getByRole('alert').textContent).toContain(CONTACT_TOASTS.failure.description);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('not-an-address');
  });
});
