// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { perAnswer } from './api.server';

describe('perAnswer', () => {
  it('derives once per decoded answer, again for a new answer, and passes scalars through', () => {
    const seen: unknown[] = [];
    const count = perAnswer((answer: unknown) => {
      seen.push(answer);
      return Array.isArray(answer) ? answer.length : null;
    });
    // The client hands every render at one version the same decoded object.
    const atVersion1 = [1, 2, 3];
    expect(count(atVersion1)).toBe(3);
    expect(count(atVersion1)).toBe(3);
    expect(seen).toEqual([atVersion1]);
    // The next version's answer is a new object: derived anew.
    const atVersion2 = [1, 2];
    expect(count(atVersion2)).toBe(2);
    expect(seen).toEqual([atVersion1, atVersion2]);
    // JSON null has no identity to key on: derived each time, never kept.
    expect(count(null)).toBeNull();
    expect(count(null)).toBeNull();
    expect(seen).toHaveLength(4);
  });
});
