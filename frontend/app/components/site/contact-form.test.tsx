import { contactSchema } from '@prism/contracts';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';
import type { SendResult } from '~/lib/contact-form';
import { CONTACT_TOASTS } from '~/lib/contact-form';
import { useToasts } from '~/lib/toast-store';

function ToastSpy() {
  const toasts = useToasts();
  return (
    <ul aria-label="toasts">
      {toasts.map((t) => (
        <li key={t.id}>{`${t.title} / ${t.description ?? ''}`}</li>
      ))}
    </ul>
  );
}

const shownToasts = () =>
  Array.from(
    screen.getByRole('list', { name: 'toasts' }).querySelectorAll('li'),
    (li) => li.textContent,
  );

function renderForm(send: (values: unknown) => Promise<SendResult>) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <>
          <ContactForm send={send} />
          <ToastSpy />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText(/Company/), 'Engines Ltd');
  await user.selectOptions(screen.getByLabelText('Service'), 'brand_identity');
  await user.type(screen.getByLabelText('Message'), 'We would like a new storefront.');
  await user.click(screen.getByRole('checkbox'));
}

describe('ContactForm', () => {
  it('offers the 7 inquiry services (docs/product.md#option-lists)', () => {
    renderForm(vi.fn());
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Select a service',
      'Listing Design',
      'Amazon Storefront',
      'Brand Identity',
      'Packaging Design',
      'Product Photography',
      'Video Production',
      'Other',
    ]);
  });

  it("validates on submit with the server's messages, tied to each field", async () => {
    const user = userEvent.setup();
    const send = vi.fn();
    renderForm(send);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const expected = contactSchema.safeParse({ name: '', email: '', service: '', message: '' });
    const serverMessage = (field: string) =>
      expected.error?.issues.find((i) => i.path[0] === field)?.message;
    for (const [label, field] of [
      ['Name', 'name'],
      ['Email', 'email'],
      ['Service', 'service'],
      ['Message', 'message'],
    ] as const) {
      const control = screen.getByLabelText(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const error = document.getElementById(control.getAttribute('aria-describedby') ?? '');
      expect(error?.textContent).toBe(serverMessage(field));
    }
    expect(screen.getByText('Please accept the privacy policy')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('re-validates a field as it changes', async () => {
    const user = userEvent.setup();
    renderForm(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = screen.getByLabelText('Email');
    await user.type(email, 'not-an-email');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    await user.clear(email);
    await user.type(email, 'ok@example.com');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
  });

  it("sends the message (not the consent), shows 'Sending...', then the success toast and a reset form", async () => {
    const user = userEvent.setup();
    let finish: (result: SendResult) => void = () => undefined;
    const send = vi.fn(() => new Promise<SendResult>((resolve) => (finish = resolve)));
    renderForm(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Engines Ltd',
        service: 'brand_identity',
        message: 'We would like a new storefront.',
      }),
    );
    await act(async () => {
      finish({ ok: true });
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeTruthy();
    expect(shownToasts()).toEqual([
      `${CONTACT_TOASTS.success.title} / Thank you for your message. We will get back to you soon!`,
    ]);
    expect(CONTACT_TOASTS.success.title).toBe('Message sent');
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('');
    expect(screen.getByRole<HTMLInputElement>('checkbox').checked).toBe(false);
  });

  it("shows the failure toast and the server's field errors when the server refuses", async () => {
    const user = userEvent.setup();
    const send = vi.fn(() =>
      Promise.resolve({
        ok: false as const,
        fields: [{ field: 'email', message: 'That address cannot receive mail' }],
      }),
    );
    renderForm(send);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('That address cannot receive mail')).toBeTruthy();
    expect(shownToasts()).toEqual(['Error / Failed to send your message. Please try again.']);
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Ada Lovelace');
  });
});
