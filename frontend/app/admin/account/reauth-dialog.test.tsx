import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/admin/shared/api';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { ReauthDialog } from './reauth-dialog';

afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('ReauthDialog (ADR 038)', () => {
  it('asks for the password when a security change answers reauth_required, then the change goes through', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        json(403, {
          statusCode: 403,
          error: 'Forbidden',
          message: 'Confirm your password (or a code) to make this change',
          reason: 'reauth_required',
        }),
      )
      .mockResolvedValueOnce(
        json(403, {
          statusCode: 403,
          error: 'Forbidden',
          code: 'wrong_password',
          message: 'Password is incorrect',
        }),
      )
      .mockResolvedValueOnce(json(200, { message: 'Confirmed' }))
      .mockResolvedValueOnce(json(200, { recoveryCodes: ['abcd-efgh'] }));
    vi.stubGlobal('fetch', fetchMock);
    renderAdmin(<ReauthDialog />, sessionOf('editor'));
    const user = userEvent.setup();

    const change = api<{ recoveryCodes: string[] }>('/api/auth/second-factor/recovery-codes', {
      method: 'POST',
    });
    const password = await screen.findByLabelText('Password');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The password is incorrect')).toBeVisible();
    await user.clear(password);
    await user.type(password, 'right-password');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await expect(change).resolves.toEqual({ recoveryCodes: ['abcd-efgh'] });
    const [path, init] = fetchMock.mock.calls[2] as unknown as [string, RequestInit];
    expect(path).toBe('/api/auth/reauthenticate');
    expect(JSON.parse(init.body as string)).toEqual({ password: 'right-password' });
    await waitFor(() => expect(screen.queryByLabelText('Password')).toBeNull());
  }, 20_000); // typing with userEvent is slow on a busy machine
});
