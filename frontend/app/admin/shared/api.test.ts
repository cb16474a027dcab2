// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, isReauthRequired, setReauthPrompt } from './api';
import { serverMessage } from './error-words';

afterEach(() => vi.unstubAllGlobals());

describe('ApiError', () => {
  it("reads 'status: body text' (docs/product.md#errors) and words the code, not the message", () => {
    const body = JSON.stringify({
      statusCode: 409,
      error: 'Conflict',
      code: 'username_taken',
      params: { username: 'ada' },
      message: 'Taken (English for logs)',
    });
    const error = new ApiError(409, 'Conflict', body);
    expect(error.message).toBe(`409: ${body}`);
    expect(error.status).toBe(409);
    expect(serverMessage(error)).toBe('Username ‘ada’ is already taken');
  });

  it('falls back to the status text when the body is empty, and to nothing for a toast', () => {
    const error = new ApiError(502, 'Bad Gateway', '');
    expect(error.message).toBe('502: Bad Gateway');
    expect(serverMessage(error)).toBeUndefined();
  });

  it('keeps a body that is not JSON as it came', () => {
    const error = new ApiError(500, 'Internal Server Error', '<html>oops</html>');
    expect(error.message).toBe('500: <html>oops</html>');
    expect(error.body).toBeNull();
  });

  it('words a network failure for people', () => {
    expect(serverMessage(new TypeError('Failed to fetch'))).toMatch(/could not be reached/);
    expect(serverMessage(new Error('other'))).toBeUndefined();
  });
});

describe('api', () => {
  it('sends credentials, skips the HTTP cache and sends JSON bodies', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{"ok":true}', { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/api/logos', { method: 'POST', body: { name: 'A' } })).resolves.toEqual({
      ok: true,
    });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/logos');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', cache: 'no-store' });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"name":"A"}');
  });

  it('turns a non-ok answer into an ApiError', async () => {
    const body = '{"statusCode":403,"error":"Forbidden","message":"Missing permission"}';
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(body, { status: 403, statusText: 'Forbidden' }))),
    );
    const error = await api('/api/admin/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`403: ${body}`);
  });
});

describe('api and re-authentication (ADR 038)', () => {
  afterEach(() => setReauthPrompt(null));

  const reauthRequired = () =>
    new Response(
      JSON.stringify({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Confirm your password (or a code) to make this change',
        reason: 'reauth_required',
      }),
      { status: 403 },
    );

  it('asks who is there on 403 reauth_required, then sends the same call again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(reauthRequired())
      .mockResolvedValueOnce(new Response('{"recoveryCodes":["a"]}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const prompt = vi.fn(() => Promise.resolve(true));
    setReauthPrompt(prompt);
    await expect(
      api('/api/auth/second-factor/recovery-codes', { method: 'POST' }),
    ).resolves.toEqual({ recoveryCodes: ['a'] });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[0]).toBe('/api/auth/second-factor/recovery-codes');
  });

  it('fails as the server answered when the dialog is closed, or when nothing can ask', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(reauthRequired())),
    );
    setReauthPrompt(() => Promise.resolve(false));
    const closed = api('/api/auth/password', { method: 'POST', body: {} });
    await expect(closed).rejects.toSatisfy(isReauthRequired);
    setReauthPrompt(null);
    await expect(api('/api/auth/password', { method: 'POST', body: {} })).rejects.toBeInstanceOf(
      ApiError,
    );
  });

  it('leaves other 403s alone', async () => {
    const forbidden = JSON.stringify({ statusCode: 403, error: 'Forbidden', message: 'No' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(forbidden, { status: 403 }))),
    );
    const prompt = vi.fn(() => Promise.resolve(true));
    setReauthPrompt(prompt);
    await expect(api('/api/admin/users')).rejects.toBeInstanceOf(ApiError);
    expect(prompt).not.toHaveBeenCalled();
  });
});
