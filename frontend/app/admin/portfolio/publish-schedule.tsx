import { m } from '~/paraglide/messages';
import {
  DEFAULT_TIME_ZONE,
  wallTimeIn,
  type ItemScheduleInput,
  type PortfolioItemAnswer,
} from '@prism/contracts';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useState } from 'react';
import { LuCalendarClock } from 'react-icons/lu';
import { settingsQuery } from '~/admin/settings/settings';
import { api, ApiError } from '~/admin/shared/api';
import { fieldErrorText } from '~/admin/shared/error-words';
import { formatShortDateTime, timeZoneCity } from '~/admin/shared/format';
import { notifyFailure, notifySuccess } from '~/admin/shared/notify';
import { showLanguageRefusal } from './live-languages';
import { queryKeys } from '~/admin/shared/query-client';
import { Button } from '~/components/ui/button';
import { errorProps, Field, inputClass } from '~/components/ui/field';

/** The agency's time zone (site settings), in which times are entered and shown. */
function useAgencyTimeZone(): string {
  return useQuery(settingsQuery).data?.timeZone ?? DEFAULT_TIME_ZONE;
}

/**
 * "Publish at" and "Unpublish at" of an existing item, in the agency's time zone; the job
 * runner makes the change. Saves itself, like the other parts of the edit screen.
 */
export function PublishSchedule({ item }: { item: PortfolioItemAnswer }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: ItemScheduleInput) =>
      api<PortfolioItemAnswer>(`/api/portfolio/${item.id}/schedule`, { method: 'PUT', body }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.portfolio }),
  });
  return <ScheduleEditor schedule={item.schedule} save={save} />;
}

/** A record's schedule as its answer carries it (an item's, a page's). */
type Schedule = {
  publishAt: string | null;
  unpublishAt: string | null;
  scheduledBy: string | null;
};

/** The schedule's form for any record whose `save` PUTs its schedule (items, pages). */
export function ScheduleEditor({
  schedule,
  save,
}: {
  schedule: Schedule | null | undefined;
  save: UseMutationResult<unknown, Error, ItemScheduleInput>;
}) {
  const timeZone = useAgencyTimeZone();
  // Starts again from the saved times once the zone is known or the record changes.
  const key = [timeZone, schedule?.publishAt, schedule?.unpublishAt].join(' ');
  return <ScheduleForm key={key} schedule={schedule} save={save} timeZone={timeZone} />;
}

function ScheduleForm({
  schedule,
  save,
  timeZone,
}: {
  schedule: Schedule | null | undefined;
  save: UseMutationResult<unknown, Error, ItemScheduleInput>;
  timeZone: string;
}) {
  const initial = (iso: string | null | undefined) =>
    iso ? wallTimeIn(new Date(iso), timeZone) : '';
  const [publishAt, setPublishAt] = useState(initial(schedule?.publishAt));
  const [unpublishAt, setUnpublishAt] = useState(initial(schedule?.unpublishAt));
  const onSave = () =>
    save.mutate(
      { publishAt: publishAt || null, unpublishAt: unpublishAt || null },
      {
        onSuccess: () => notifySuccess(m.editor_schedule_saved()),
        onError: (error) => {
          // Not ready in a required language: say which texts are missing.
          const refused = showLanguageRefusal(error, {
            title: (language) => m.editor_schedule_not_ready({ language }),
          });
          if (!refused)
            notifyFailure(m.editor_schedule_failed(), error, m.editor_schedule_failed());
        },
      },
    );
  const fieldError = (name: keyof ItemScheduleInput) => {
    const refused =
      save.error instanceof ApiError
        ? save.error.body?.fields?.find((f) => f.field === name)
        : undefined;
    return refused ? fieldErrorText(refused.field, refused.code, refused.params) : undefined;
  };

  return (
    <section
      aria-labelledby="schedule-heading"
      className="grid gap-4 rounded-3xl border border-line bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="schedule-heading" className="font-display text-xl">
          {m.editor_schedule_heading()}
        </h2>
        <p className="text-sm text-muted">
          {m.editor_schedule_intro({ timeZone: timeZoneCity(timeZone) })}
        </p>
      </div>
      {(['publishAt', 'unpublishAt'] as const).map((name) => (
        <Field
          key={name}
          id={`schedule-${name}`}
          label={
            name === 'publishAt' ? m.editor_schedule_publish_at() : m.editor_schedule_unpublish_at()
          }
          error={fieldError(name)}
        >
          <input
            type="datetime-local"
            className={inputClass}
            value={name === 'publishAt' ? publishAt : unpublishAt}
            onChange={(event) =>
              (name === 'publishAt' ? setPublishAt : setUnpublishAt)(event.target.value)
            }
            {...errorProps(`schedule-${name}`, fieldError(name))}
          />
        </Field>
      ))}
      {schedule?.scheduledBy && (
        <p className="text-sm text-muted">{m.editor_schedule_by({ name: schedule.scheduledBy })}</p>
      )}
      <div>
        <Button size="sm" onClick={onSave} disabled={save.isPending}>
          <LuCalendarClock aria-hidden className="size-4" />
          {m.editor_schedule_save()}
        </Button>
      </div>
    </section>
  );
}

/** The list's note of a scheduled item: when it is published or unpublished. */
export function ScheduleBadge({ item }: { item: PortfolioItemAnswer }) {
  const timeZone = useAgencyTimeZone();
  const { publishAt, unpublishAt } = item.schedule ?? {};
  const text = publishAt
    ? m.editor_schedule_publishes({ when: formatShortDateTime(publishAt, timeZone) })
    : unpublishAt
      ? m.editor_schedule_unpublishes({ when: formatShortDateTime(unpublishAt, timeZone) })
      : null;
  if (!text) return null;
  return (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {text}
    </span>
  );
}
