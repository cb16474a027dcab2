import type { ContactMessageAnswer } from '@prism/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { CorrectDialog } from './correct-dialog';
import { MessageCard } from './message-card';

const message: ContactMessageAnswer = {
  id: 3,
  name: 'Remi Tremblai',
  email: 'remi@example.com',
  company: 'Érablière du Nord',
  service: 'brand_identity',
  message: 'Bonjour',
  read: true,
  createdAt: '2026-11-02T00:00:00Z',
  sourcePage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  locale: 'fr',
  notification: 'none',
  stage: 'contacted',
  assignee: null,
  consents: [],
  retainedUntil: null,
  anonymisedAt: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as the browser reaches it: each call recorded, answered with `answer`. */
function stubApi(answer: (body: Record<string, unknown>) => Response) {
  const calls: { path: string; method: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init?: RequestInit) => {
      const body =
        typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ path, method: init?.method ?? 'GET', body });
      return Promise.resolve(answer(body));
    }),
  );
  return calls;
}

describe('correcting a lead (rectification, docs/privacy.md)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await setLocale('en', { reload: false });
  });

  it('sends only the field changed, to the correction route, and closes', async () => {
    const calls = stubApi((body) => json(200, { ...message, ...body }));
    const onClose = vi.fn();
    renderAdmin(<CorrectDialog message={message} onClose={onClose} />, sessionOf('admin'));
    const save = screen.getByRole('button', { name: 'Save correction' });
    // Nothing changed yet: nothing to save.
    expect(save).toHaveProperty('disabled', true);
    const name = screen.getByLabelText('Name');
    expect(name).toHaveProperty('value', 'Remi Tremblai');
    expect(screen.getByLabelText('Company')).toHaveProperty('value', 'Érablière du Nord');
    await userEvent.clear(name);
    await userEvent.type(name, 'Rémi Tremblay');
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      { path: '/api/contact/3/person', method: 'PATCH', body: { name: 'Rémi Tremblay' } },
    ]);
  });

  it('refuses a bad e-mail under its field before sending anything', async () => {
    const calls = stubApi(() => json(200, message));
    renderAdmin(<CorrectDialog message={message} onClose={() => {}} />, sessionOf('owner'));
    const email = screen.getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('reads in French and shows the server’s refusal under the field it names', async () => {
    await setLocale('fr', { reload: false });
    stubApi(() =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        code: 'validation_failed',
        message: 'Validation failed',
        fields: [
          { field: 'email', code: 'invalid_email', message: 'Please enter a valid email address' },
        ],
      }),
    );
    const onClose = vi.fn();
    renderAdmin(<CorrectDialog message={message} onClose={onClose} />, sessionOf('owner'));
    expect(
      screen.getByRole('dialog', { name: 'Corriger les renseignements de Remi Tremblai' }),
    ).toBeVisible();
    const email = screen.getByLabelText('Courriel');
    await userEvent.clear(email);
    await userEvent.type(email, 'remi@exemple.ca');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer la correction' }));
    expect(await screen.findByText('Entrez une adresse courriel valide')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers Correct on the inbox card to admins; editors see it disabled', () => {
    const card = (role: 'admin' | 'editor') =>
      renderAdmin(
        <MessageCard
          message={message}
          onMarkRead={() => {}}
          markingRead={false}
          onReply={() => {}}
          onCorrect={() => {}}
          onDelete={() => {}}
        />,
        sessionOf(role),
      );
    const { unmount } = card('admin');
    expect(screen.getByRole('button', { name: 'Correct' })).not.toHaveAttribute('aria-disabled');
    unmount();
    card('editor');
    // Shown, but disabled with the reason: the server refuses editors anyway.
    const denied = screen.getByRole('button', { name: 'Correct' });
    expect(denied.getAttribute('aria-disabled')).toBe('true');
    expect(denied.getAttribute('aria-describedby')).toBeTruthy();
  });
});
