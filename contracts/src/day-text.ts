import { fieldCode } from './error-codes';
import { isCalendarDate, isDayWithinReach, MAX_YEARS_AHEAD } from './time-zone';
import { z } from './zod';

/** A day as the date filters take it (YYYY-MM-DD, a real date, within reach). */
export const dayText = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(isCalendarDate, {
      message: `${label} must be a real date`,
      params: fieldCode('invalid_date'),
    })
    .refine(isDayWithinReach, {
      message: `${label} must be at most ${MAX_YEARS_AHEAD} years ahead`,
      params: fieldCode('too_far', { maxYears: MAX_YEARS_AHEAD }),
    });
