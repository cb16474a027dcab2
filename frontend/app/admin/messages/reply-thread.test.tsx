import type { ContactMessageAnswer, ContactReplyAnswer, ReplyDraftAnswer } from '@prism/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeys } from '~/admin/shared/query-client';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { ReplyDialog } from './reply-dialog';
import { ReplyThread } from './reply-thread';

const message: ContactMessageAnswer = {
  id: 3,
  name: 'Rémi',
  email: 'remi@example.com',
  company: '',
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

const failed: ContactReplyAnswer = {
  id: 9,
  messageId: 3,
  authorId: 7,
  authorName: 'ana',
  body: 'Merci pour votre message.',
  createdAt: '2026-11-02T10:00:00Z',
  delivery: 'failed',
  deliveredAt: null,
  attempts: 1,
  error: 'connect ECONNREFUSED 127.0.0.1:2525',
  errorKind: 'unreachable',
  givenUp: false,
};

describe('the reply thread (docs/product.md#lead-replies)', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it('says who sent a failed reply and why in plain words, with the technical error and Retry', () => {
    renderAdmin(<ReplyThread message={message} />, sessionOf('editor'), (client) =>
      client.setQueryData(queryKeys.replies(3), [failed]),
    );
    const thread = screen.getByRole('region', { name: 'Replies' });
    const item = within(thread).getByRole('listitem');
    expect(item.textContent).toContain('Sent by ana');
    expect(item.textContent).toContain('Failed');
    expect(within(item).getByRole('status').textContent).toContain(
      'The mail server could not be reached. Will be tried again.',
    );
    expect(within(item).getByText('Technical details')).toBeVisible();
    expect(within(item).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('shows a note saved before replies were e-mailed among the replies, never as sent', () => {
    const note: ContactReplyAnswer = {
      ...failed,
      id: 4,
      authorId: null,
      authorName: '',
      body: 'Rappeler lundi.',
      createdAt: '2025-01-11T10:30:00Z',
      delivery: 'none',
      attempts: 0,
      error: null,
      errorKind: null,
    };
    renderAdmin(<ReplyThread message={message} />, sessionOf('editor'), (client) =>
      client.setQueryData(queryKeys.replies(3), [note, failed]),
    );
    const [first, second] = within(screen.getByRole('region', { name: 'Replies' })).getAllByRole(
      'listitem',
    );
    expect(first).toHaveTextContent('Earlier reply note (saved, not e-mailed)');
    expect(first).toHaveTextContent('Rappeler lundi.');
    expect(within(first!).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(second).toHaveTextContent('Sent by ana');
  });

  it('reads in French in the French admin', async () => {
    await setLocale('fr', { reload: false });
    renderAdmin(<ReplyThread message={message} />, sessionOf('editor'), (client) =>
      client.setQueryData(queryKeys.replies(3), [{ ...failed, errorKind: 'recipient_refused' }]),
    );
    const item = within(screen.getByRole('region', { name: 'Réponses' })).getByRole('listitem');
    expect(item.textContent).toContain('Envoyée par ana');
    expect(within(item).getByRole('status').textContent).toContain(
      'L’adresse de la personne a été refusée\u00a0: vérifiez qu’elle ne contient pas de faute de frappe.',
    );
    expect(within(item).getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  });
});

describe('templates in the composer (ADR 062)', () => {
  const drafts: ReplyDraftAnswer[] = [
    { templateId: 1, name: 'Welcome', locale: 'fr', body: 'Bonjour Rémi, merci!' },
    { templateId: 2, name: 'Old', locale: 'en', body: 'Hello Rémi.' },
  ];

  it("fills the reply with the server's text in the lead's language, and says when it is not", async () => {
    const user = userEvent.setup();
    renderAdmin(
      <ReplyDialog message={message} onClose={() => undefined} />,
      sessionOf('editor'),
      (client) => client.setQueryData(queryKeys.replyDrafts(3), drafts),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reply to Rémi' });
    expect(dialog.textContent).toContain('Sent from a French page: reply in French');
    const picker = screen.getByLabelText('Start from a template');
    await user.selectOptions(picker, 'Welcome');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your reply').value).toBe(
      'Bonjour Rémi, merci!',
    );
    expect(dialog.textContent).not.toContain('no text in the lead');
    await user.selectOptions(picker, 'Old');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Your reply').value).toBe('Hello Rémi.');
    expect(picker.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain(
      "This template has no text in the lead's language yet: its other text is shown.",
    );
  });
});
