// @vitest-environment node
import { DEFAULT_SITE_SETTINGS } from '@prism/contracts';
import { describe, expect, it } from 'vitest';
import type { SiteContext } from '~/context';
import { publicPageFixture } from '../../../test/public-page';
import { action } from './page-preview-render';

/** The API as the preview sees it: the preview answer for a staff cookie, its refusals else. */
function apiWith(preview: (body: unknown, cookie?: string) => Promise<unknown>) {
  const posted: { path: string; body: unknown; cookie?: string }[] = [];
  const reads: string[] = [];
  const context: SiteContext = {
    publicUrl: 'https://prism.example',
    backend: {
      // The frame's reads: the site's facts, no privacy officer yet, one header link.
      getJson: <T>(path: string) => {
        reads.push(path);
        return Promise.resolve(
          (path === '/api/settings'
            ? DEFAULT_SITE_SETTINGS
            : path.startsWith('/api/navigation/public')
              ? { header: [{ label: 'Carrières', href: '/fr/carrieres' }], footer: [] }
              : null) as T,
        );
      },
      postJson: <T>(
        path: string,
        body: unknown,
        options?: { headers?: Record<string, string> },
      ) => {
        posted.push({ path, body, cookie: options?.headers?.cookie });
        return preview(body, options?.headers?.cookie) as Promise<T>;
      },
    },
  };
  return { context, posted, reads };
}

const post = (context: SiteContext, body: unknown, cookie: string | null = 'session=staff') =>
  action({
    request: new Request('https://prism.example/admin/pages/preview-render', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    }),
    context,
    params: {},
  } as Parameters<typeof action>[0]);

describe('the live preview’s render', () => {
  it('asks the API to build the draft with the staff member’s cookie, and answers its HTML', async () => {
    const { context, posted, reads } = apiWith(() => Promise.resolve(publicPageFixture('fr')));
    const fields = { title: { fr: 'Notre équipe' } };
    const answer = await post(context, { locale: 'fr', fields });
    expect(posted).toEqual([
      { path: '/api/pages/preview', body: { locale: 'fr', fields }, cookie: 'session=staff' },
    ]);
    expect(reads).toEqual(['/api/settings', '/api/privacy', '/api/navigation/public?lang=fr']);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const html = await answer.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr-CA">/);
    expect(html).toContain('Notre équipe</h1>');
    expect(html).toContain('href="/fr/carrieres"');
  });

  it('passes the API’s refusal on as it is, and asks nothing without a session', async () => {
    const refusal = JSON.stringify({
      statusCode: 400,
      code: 'validation_failed',
      fields: [{ field: 'blocks.2.members.0.role', code: 'too_long' }],
    });
    const { context, posted } = apiWith(() =>
      Promise.reject(
        Object.assign(new Error('400'), {
          name: 'BackendError',
          status: 400,
          body: refusal,
          unavailable: false,
        }),
      ),
    );
    const refused = await post(context, { locale: 'en', fields: {} });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe(refusal);
    const signedOut = await post(context, { locale: 'en', fields: {} }, null);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ code: 'unauthenticated' });
    const noLanguage = await post(context, { locale: 'de', fields: {} });
    expect(await noLanguage.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ field: 'locale' }],
    });
    expect(posted).toHaveLength(1);
  });
});
