import { fieldCode } from './error-codes';

/** PostgreSQL text can't hold U+0000: refuse it at the edge, the same on both databases. */
export const noNul = (label: string) =>
  [
    (v: string) => !v.includes('\u0000'),
    {
      message: `${label} must not contain NUL characters`,
      params: fieldCode('invalid_characters'),
    },
  ] as const;
