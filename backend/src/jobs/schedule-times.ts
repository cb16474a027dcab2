import {
  instantOf,
  latestAhead,
  MAX_YEARS_AHEAD,
  type FieldError,
  type ItemScheduleInput,
} from '@prism/contracts';
import { DomainError, invalidFields } from '../common/domain-error';

/**
 * The instants of a publication schedule (a portfolio item's, a page's) entered in the
 * agency's time zone: each in the future (422 otherwise) and at most MAX_YEARS_AHEAD years
 * ahead (400 naming the field), unpublishing after publishing.
 */
export function scheduleTimes(
  input: ItemScheduleInput,
  timeZone: string,
  now = Date.now(),
): { publishAt: Date | null; unpublishAt: Date | null } {
  const publishAt = input.publishAt === null ? null : instantOf(input.publishAt, timeZone);
  const unpublishAt = input.unpublishAt === null ? null : instantOf(input.unpublishAt, timeZone);
  // Past the reach of any client date: a bound of the field, as a form's maximum (400).
  // Further on, the instant may be in the year 10000, which no read can show (issue 44).
  const latest = latestAhead(new Date(now));
  const tooFar = (
    [
      ['publishAt', publishAt],
      ['unpublishAt', unpublishAt],
    ] as const
  )
    .filter(([, at]) => at && at > latest)
    .map(([field]): FieldError => ({
      field,
      code: 'too_far',
      params: { maxYears: MAX_YEARS_AHEAD },
    }));
  if (tooFar.length > 0) throw invalidFields(tooFar);
  // Well-formed times the present refuses: a state, not a field's form.
  const problems: FieldError[] = [
    ...(publishAt && publishAt.getTime() <= now
      ? [{ field: 'publishAt', code: 'in_past' } as const]
      : []),
    ...(unpublishAt && unpublishAt.getTime() <= now
      ? [{ field: 'unpublishAt', code: 'in_past' } as const]
      : []),
    ...(publishAt && unpublishAt && unpublishAt <= publishAt
      ? [{ field: 'unpublishAt', code: 'before_publish' } as const]
      : []),
  ];
  if (problems.length > 0) {
    throw new DomainError('schedule_invalid', {}, { fields: problems });
  }
  return { publishAt, unpublishAt };
}

/** One job per record and due time: the key the runner keeps unique. */
export const scheduleJobKey = (id: number, at: Date) => `${id}@${at.toISOString()}`;
