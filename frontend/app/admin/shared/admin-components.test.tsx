import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AccessDenied } from './access-denied';
import { m } from '~/paraglide/messages';
import { LoginForm } from '~/admin/auth/login-form';
import { LogoPreview } from '~/admin/logos/logo-preview';
import { ReplyDialog } from '~/admin/messages/reply-dialog';
import { RequirePermission } from './require-permission';
import { renderAdmin, sessionOf } from './test-utils';
import { UploadProgress } from '~/admin/portfolio/upload-progress';

describe('permission gating (docs/product.md#admin-access)', () => {
  it('shows the screen to a role that holds the permission', () => {
    renderAdmin(
      <RequirePermission permission="edit_portfolio">
        <p>Portfolio screen</p>
      </RequirePermission>,
      sessionOf('editor'),
    );
    expect(screen.getByText('Portfolio screen')).toBeVisible();
  });

  it("shows 'Access Denied' with its text and a way back to the dashboard otherwise", () => {
    renderAdmin(
      <RequirePermission permission="manage_settings">
        <p>Settings screen</p>
      </RequirePermission>,
      sessionOf('admin'),
    );
    expect(screen.queryByText('Settings screen')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(
      screen.getByText(
        "You don't have the required permissions to access this area. Please contact an administrator if you believe this is an error.",
      ),
    ).toBeVisible();
    const back = screen.getByRole('link', { name: 'Return to Dashboard' });
    expect(back.getAttribute('href')).toBe('/admin');
  });

  it('gives the users screen its own denial text', () => {
    renderAdmin(
      <RequirePermission
        permission="manage_users"
        denied={<AccessDenied message={m.admin_users_denied_text()} />}
      >
        <p>Users screen</p>
      </RequirePermission>,
      sessionOf('editor'),
    );
    expect(screen.getByText("You don't have permission to manage users.")).toBeVisible();
  });
});

describe('login form (docs/product.md#login)', () => {
  it('shows demo credentials only when the server sends them', () => {
    const { unmount } = renderAdmin(
      <LoginForm demoCredentials={{ username: 'admin', password: 'prism-demo' }} />,
    );
    expect(screen.getByRole('complementary', { name: 'Demo credentials' }).textContent).toContain(
      'prism-demo',
    );
    unmount();
    renderAdmin(<LoginForm demoCredentials={null} />);
    expect(screen.queryByRole('complementary', { name: 'Demo credentials' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Prism Admin' })).toBeVisible();
    expect(screen.getByText('Login to manage your portfolio and messages')).toBeVisible();
  });

  it('validates on submit, then again on every change', async () => {
    const user = userEvent.setup();
    renderAdmin(<LoginForm demoCredentials={null} />);
    expect(screen.queryByText('This field is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // Each field's code worded under it: both are required.
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText('Username'), 'a');
    expect(screen.getAllByText('This field is required')).toHaveLength(1);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('reply dialog (docs/product.md#admin-messages)', () => {
  const message = {
    id: 3,
    name: 'Ada',
    email: 'ada@example.com',
    company: '',
    service: 'other',
    message: 'Hello there',
    read: false,
    createdAt: '2025-01-02T00:00:00Z',
    sourcePage: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    locale: 'en' as const,
    notification: 'none' as const,
    stage: 'new' as const,
    assignee: null,
    consents: [],
    retainedUntil: null,
    anonymisedAt: null,
  };

  it('says the reply is e-mailed to the lead, and keeps Send disabled while it is blank', async () => {
    const user = userEvent.setup();
    renderAdmin(<ReplyDialog message={message} onClose={() => undefined} />, sessionOf('editor'));
    const dialog = screen.getByRole('dialog', { name: 'Reply to Ada' });
    expect(dialog.textContent).toContain('E-mailed to ada@example.com');
    const send = screen.getByRole('button', { name: 'Send Reply' });
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Your reply'), '   ');
    expect(send).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Your reply'), 'Thanks');
    expect(send).toHaveProperty('disabled', false);
  });

  it('moves a new lead to Contacted by default and keeps a later stage', () => {
    const { unmount } = renderAdmin(
      <ReplyDialog message={message} onClose={() => undefined} />,
      sessionOf('editor'),
    );
    const stage = screen.getByLabelText<HTMLSelectElement>('Move the lead to');
    expect(stage.selectedOptions[0]?.textContent).toBe('Contacted (automatic)');
    unmount();
    renderAdmin(
      <ReplyDialog message={{ ...message, stage: 'proposal_sent' }} onClose={() => undefined} />,
      sessionOf('editor'),
    );
    const later = screen.getByLabelText<HTMLSelectElement>('Move the lead to');
    expect(later.selectedOptions[0]?.textContent).toBe('Keep its stage');
  });
});

describe('logo preview', () => {
  it("draws an SVG logo's shapes as the public strip does", () => {
    const { container } = renderAdmin(
      <LogoPreview
        logo={{
          id: 1,
          name: 'Orbit',
          iconType: 'svg-code',
          iconValue:
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="red"/></svg>',
        }}
      />,
    );
    const svg = container.querySelector('svg[data-logo-kind="svg"]');
    expect(svg?.getAttribute('aria-label')).toBe('Orbit');
    expect(svg?.querySelector('circle')?.getAttribute('fill')).toBe('currentColor');
  });

  it('shows the name when the SVG cannot be parsed', () => {
    const { container } = renderAdmin(
      <LogoPreview logo={{ id: 1, name: 'Broken', iconType: 'svg-code', iconValue: '<svg><g>' }} />,
    );
    expect(container.querySelector('[data-logo-kind="text"]')?.textContent).toBe('Broken');
  });
});

describe('upload progress', () => {
  it('reports the share sent as a progress bar', () => {
    renderAdmin(<UploadProgress fraction={0.42} label="Uploading..." />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading...' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
  });
});
