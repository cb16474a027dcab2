import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBadge } from './notification-badge';
import { renderAdmin } from '~/admin/shared/test-utils';

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
