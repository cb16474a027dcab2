import type { MailStatusResponse } from '@prism/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MailStatusView } from './mail-status-card';
import { NotificationBadge } from './notification-badge';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';

describe('MailStatusView', () => {
  const retried: number[] = [];
  const seeded = (status: MailStatusResponse) =>
    renderAdmin(
      <MailStatusView data={status} onRetry={() => retried.push(1)} retrying={false} />,
      sessionOf('editor'),
    );

  it('says nothing while every notification was delivered', () => {
    seeded({ configured: true, undelivered: 0, failed: 0, lastError: null });
    expect(screen.queryByRole('heading', { name: /not delivered/ })).toBeNull();
  });

  it('shows the count, the last error and "Retry now" when mail is stuck', async () => {
    seeded({ configured: true, undelivered: 3, failed: 1, lastError: 'connect ECONNREFUSED' });
    expect(
      await screen.findByRole('heading', { name: '3 staff notifications not delivered' }),
    ).toBeTruthy();
    expect(screen.getByTestId('mail-last-error').textContent).toBe(
      'Last error: connect ECONNREFUSED',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry now' }));
    expect(retried).toHaveLength(1);
  });

  it('says "not configured" without a relay, with nothing to retry', async () => {
    seeded({ configured: false, undelivered: 1, failed: 0, lastError: null });
    expect(
      await screen.findByRole('heading', { name: '1 staff notification not delivered' }),
    ).toBeTruthy();
    expect(screen.getByTestId('mail-last-error').textContent).toMatch(/^Not configured/);
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull();
  });
});

describe('NotificationBadge', () => {
  it.each([
    ['sent', 'Staff notified'],
    ['pending', 'Notification pending'],
    ['failed', 'Notification failed'],
  ] as const)('labels %s', (state, text) => {
    renderAdmin(<NotificationBadge state={state} />);
    expect(screen.getByTestId('notification-state').textContent).toBe(text);
  });

  it('shows nothing when nobody was to be told', () => {
    renderAdmin(<NotificationBadge state="none" />);
    expect(screen.queryByTestId('notification-state')).toBeNull();
  });
});
