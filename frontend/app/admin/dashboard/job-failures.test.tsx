import { screen } from '@testing-library/react';
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
              name: 'mail.deliver',
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
    expect(await screen.findByRole('heading', { name: '1 scheduled task failed' })).toBeTruthy();
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
          failing: 1,
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
                title: 'Serum',
                titleFr: 'Sérum',
                missing: ['fr.title', 'fr.gallery[0].alt'],
              },
            },
          ],
        }}
      />,
      sessionOf('editor'),
    );
    const link = await screen.findByRole('link', { name: 'Sérum' });
    expect(link.getAttribute('href')).toBe('/admin/portfolio/edit/12');
    const line = screen.getByRole('listitem').textContent;
    expect(line).toContain('Publication planifiée');
    expect(line).toContain('Titre (français)');
    expect(line).not.toMatch(/fr\.title|gallery\[0\]|Cannot publish/);
    await setLocale('en', { reload: false });
  });
});
