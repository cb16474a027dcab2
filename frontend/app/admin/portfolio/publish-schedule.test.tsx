import { DEFAULT_SITE_SETTINGS, type PortfolioItemAnswer } from '@prism/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';
import { PublishSchedule, ScheduleBadge } from './publish-schedule';

afterEach(() => {
  vi.unstubAllGlobals();
  void setLocale('en', { reload: false });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Settings in Paris: times show in the agency's zone, not the browser's. */
const PARIS = { ...DEFAULT_SITE_SETTINGS, timeZone: 'Europe/Paris' };

const item = {
  id: 7,
  schedule: { publishAt: '2026-12-01T08:00:00.000Z', unpublishAt: null, scheduledBy: 'alex' },
} as unknown as PortfolioItemAnswer;

describe('scheduled publishing in the admin', () => {
  it('shows a scheduled item in the list with its time in the agency zone', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, PARIS)));
    renderAdmin(<ScheduleBadge item={item} />, sessionOf('editor'));
    expect(await screen.findByText('Publishes Dec 1, 2026, 9:00 AM')).toBeVisible();
  });

  it('words the time in French for a French reader', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, PARIS)));
    void setLocale('fr', { reload: false });
    renderAdmin(<ScheduleBadge item={item} />, sessionOf('editor'));
    expect(await screen.findByText('Publication le 1 déc. 2026, 9 h 00')).toBeVisible();
  });

  it('edits the times in the agency zone and sends them as wall times', async () => {
    const fetchMock = vi.fn((path: string) =>
      Promise.resolve(path === '/api/settings' ? json(200, PARIS) : json(200, item)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAdmin(<PublishSchedule item={item} />, sessionOf('editor'));
    expect(
      await screen.findByText('Publish or unpublish at a set time (Paris time).'),
    ).toBeVisible();
    const publishAt = screen.getByLabelText<HTMLInputElement>('Publish at');
    await waitFor(() => expect(publishAt.value).toBe('2026-12-01T09:00'));
    expect(screen.getByText('Scheduled by alex')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([path]) => path)).toContain('/api/portfolio/7/schedule'),
    );
    const [, init] = fetchMock.mock.calls.find(
      ([path]) => path === '/api/portfolio/7/schedule',
    ) as unknown as [string, RequestInit];
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      publishAt: '2026-12-01T09:00',
      unpublishAt: null,
    });
  });
});
