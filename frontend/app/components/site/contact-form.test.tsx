import { INQUIRY_SERVICES } from '@prism/contracts/options';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContactForm } from './contact-form';
import type { ContactValues } from '~/lib/contact-copy';
import { setLocale } from '~/paraglide/runtime';

const PRIVACY_REQUIRED = 'Please accept the privacy policy';

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
    render(<ContactForm sourcePage="/en/" />);
    const form = screen.getByRole('form', { name: 'Contact form' });
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/en/#contact');
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
        sourcePage="/"
        outcome={{
          status: 'invalid',
          values,
          errors: { email: 'Please enter a valid email address', privacy: PRIVACY_REQUIRED },
        }}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada Lovelace');
    expect(screen.getByLabelText<HTMLSelectElement>('Service').value).toBe('brand_identity');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe(values.message);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid email address',
    );
    expect(screen.getByText(PRIVACY_REQUIRED)).toBeVisible();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('after a stored message: the success words and an empty form', () => {
    render(<ContactForm sourcePage="/" outcome={{ status: 'sent' }} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Message sent');
    expect(status.textContent).toContain(
      'Thank you for your message. We will get back to you soon!',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
  });

  it('after a failure to store: the failure words and the fields kept', () => {
    render(<ContactForm sourcePage="/" outcome={{ status: 'failed', values, errors: {} }} />);
    expect(screen.getByRole('alert').textContent).toContain(
      'Failed to send your message. Please try again.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('not-an-address');
  });

  it('on a French page: French words, posted to the French page, the island given French', async () => {
    await setLocale('fr', { reload: false });
    try {
      render(<ContactForm sourcePage="/fr/" />);
      const form = screen.getByRole('form', { name: 'Formulaire de contact' });
      expect(form.getAttribute('action')).toBe('/fr/#contact');
      expect(screen.getByLabelText('Courriel')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeVisible();
      expect(form.querySelector<HTMLInputElement>('input[name=locale]')?.value).toBe('fr');
      const copy = JSON.parse(form.getAttribute('data-copy') ?? '{}') as {
        errors: Record<string, string>;
      };
      // Each field's words by code, never the API's English.
      expect(copy.errors['email:invalid_email']).toBe(
        'Veuillez entrer une adresse courriel valide',
      );
    } finally {
      await setLocale('en', { reload: false });
    }
  });
});
