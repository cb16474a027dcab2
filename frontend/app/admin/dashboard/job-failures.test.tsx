import type { JobsStatusAnswer } from '@prism/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobFailuresView } from './job-failures';
import { renderAdmin, sessionOf } from '~/admin/shared/test-utils';
import { setLocale } from '~/paraglide/runtime';

describe('JobFailuresView', () => {
  it('says nothing while no scheduled task fails', () => {
    renderAdmin(<JobFailuresView data={{ failing: 0, failures: [] }} />, sessionOf('editor'));
    expect(screen.queryByRole('heading', { name: /failed/ })).toBeNull();
  });

  it('lists each failure with its task, state and error', async () => {
    renderAdmin(
      <JobFailuresView
        data={{
          failing: 1,
          failures: [
            {
              id: 4,
              name: 'portfolio.publish',
              key: '12@2026-11-25T19:00:00.000Z',
              status: 'failed',
              attempts: 1,
              dueAt: '2026-11-25T19:00:00.000Z',
              failedAt: '2026-11-25T19:00:02.000Z',
              error: 'Cannot publish: fr.title is missing',
              reason: {
                code: 'not_ready',
                fields: [{ field: 'fr.title', code: 'missing', message: 'is missing' }],
              },
              item: null,
            },
            {
              id: 5,
              name: 'mail.send',
              key: '7',
              status: 'retrying',
              attempts: 2,
              dueAt: '2026-11-25T19:00:00.000Z',
              failedAt: '2026-11-25T19:00:02.000Z',
              error: 'connect ECONNREFUSED 127.0.0.1:25',
              reason: null,
              item: null,
            },
          ],
        }}
      />,
      sessionOf('editor'),
    );
    expect(await screen.findByRole('heading', { name: '1 scheduled task failed' })).toBeVisible();
    const [publish, mail] = screen.getAllByRole('listitem');
    // The refusal worded by its code, the field by its label; never the API's English.
    expect(publish!.textContent).toBe(
      'Scheduled publish (12@2026-11-25T19:00:00.000Z): Given up, 1 attempt — A language is not ready. Fields to fix: Title (French)',
    );
    expect(mail!.textContent).toContain('A technical error:');
    expect(mail!.querySelector('code')?.textContent).toBe('connect ECONNREFUSED 127.0.0.1:25');
  });

  it('names a failed publish by its item, links it, and words what it lacks in the reader’s language', async () => {
    await setLocale('fr', { reload: false });
    renderAdmin(
      <JobFailuresView
        data={{
          failing: 2,
          failures: [
            {
              id: 5,
              name: 'portfolio.publish',
              key: '12@2026-11-25T19:00:00.000Z',
              status: 'failed',
              attempts: 1,
              dueAt: '2026-11-25T19:00:00.000Z',
              failedAt: '2026-11-25T19:00:02.000Z',
              error: 'Cannot publish before every required language is ready: fr.title is missing',
              reason: {
                code: 'not_ready',
                fields: [{ field: 'fr.title', code: 'missing', message: 'is missing' }],
              },
              item: {
                id: 12,
                kind: 'project',
                title: 'Serum',
                titleFr: 'Sérum',
                missing: ['fr.title', 'fr.gallery[0].alt'],
              },
            },
            {
              id: 6,
              name: 'page.publish',
              key: '3@2026-11-25T19:00:00.000Z',
              status: 'failed',
              attempts: 1,
              dueAt: '2026-11-25T19:00:00.000Z',
              failedAt: '2026-11-25T19:00:02.000Z',
              error: 'Cannot publish before every required language is ready',
              reason: { code: 'not_ready' },
              item: {
                id: 3,
                kind: 'page',
                title: 'Our team',
                titleFr: 'Notre équipe',
                missing: ['fr.title', 'fr.blocks.0.members.0.role', 'fr.blocks.1.heading'],
              },
            },
          ],
        }}
      />,
      sessionOf('editor'),
    );
    const link = await screen.findByRole('link', { name: 'Sérum' });
    expect(link.getAttribute('href')).toBe('/admin/portfolio/edit/12');
    const [project, page] = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(project).toContain('Publication planifiée');
    expect(project).toContain('Titre (français)');
    expect(project).not.toMatch(/fr\.title|gallery\[0\]|Cannot publish/);
    // A page: by its title, to the page editor, its blocks' fields named once.
    const pageLink = screen.getByRole('link', { name: 'Notre équipe' });
    expect(pageLink.getAttribute('href')).toBe('/admin/pages/edit/3');
    expect(page).toContain('Publication planifiée');
    expect(page).toContain('Titre de la page (français) · Blocs (français)');
    expect(page).not.toMatch(/blocks\.|3@/);
    await setLocale('en', { reload: false });
  });

  const mailFailure: JobsStatusAnswer['failures'][number] = {
    id: 9,
    name: 'mail.send',
    key: '31',
    status: 'retrying',
    attempts: 3,
    dueAt: '2026-11-25T19:00:00.000Z',
    failedAt: '2026-11-25T19:02:00.000Z',
    error: 'connect ECONNREFUSED 127.0.0.1:25',
    reason: null,
    item: null,
  };

  it('is the one failure view: a mail that fails is listed like any task, with "Retry now"', async () => {
    const retried: number[] = [];
    const { container } = renderAdmin(
      <JobFailuresView
        data={{ failing: 1, failures: [mailFailure] }}
        mail={{ configured: true, undelivered: 1, failed: 0, lastError: mailFailure.error }}
        onRetryMail={() => retried.push(1)}
      />,
      sessionOf('admin'),
    );
    expect(
      (await screen.findByRole('heading', { name: '1 scheduled task failed' })).textContent,
    ).toBe('1 scheduled task failed');
    // One card: no second mail card beside it.
    expect(container.querySelectorAll('section')).toHaveLength(1);
    expect(screen.getByRole('listitem').textContent).toBe(
      'E-mail (31): Retrying, 3 attempts — A technical error: connect ECONNREFUSED 127.0.0.1:25',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry now' }));
    expect(retried).toEqual([1]);
  });

  it('says mail waits for a relay when none is set up, with nothing to retry', async () => {
    renderAdmin(
      <JobFailuresView
        data={{ failing: 0, failures: [] }}
        mail={{ configured: false, undelivered: 2, failed: 0, lastError: null }}
        onRetryMail={() => undefined}
      />,
      sessionOf('admin'),
    );
    expect(
      (await screen.findByRole('heading', { name: '2 staff notifications not delivered' }))
        .textContent,
    ).toBe('2 staff notifications not delivered');
    expect(screen.getByTestId('mail-not-configured').textContent).toMatch(/^Not configured/);
    expect(screen.queryByRole('button', { name: 'Retry now' })).toBeNull();
  });
});
