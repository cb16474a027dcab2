import { expect } from '@jest/globals';
import { hopErrors } from './redirect-rules';

describe('hopErrors', () => {
  const table = (...rows: [string, string][]) => new Map(rows);

  it('accepts one hop, to a path or to another site', () => {
    expect(hopErrors(table(['/a', '/b'], ['/c', 'https://example.com/c']), ['/a', '/c'])).toEqual(
      [],
    );
  });

  it('refuses a redirect to itself, query or not', () => {
    expect(hopErrors(table(['/a', '/a?x=1']), ['/a'])).toEqual([
      expect.objectContaining({ field: 'toPath', message: expect.stringContaining('loop') }),
    ]);
  });

  it('refuses a loop of two and a chain, naming the field', () => {
    expect(hopErrors(table(['/a', '/b'], ['/b', '/a']), ['/b'])[0]).toMatchObject({
      field: 'toPath',
      message: expect.stringContaining('loop'),
    });
    expect(hopErrors(table(['/a', '/b'], ['/b', '/c']), ['/a'])[0]).toMatchObject({
      field: 'toPath',
      message: expect.stringContaining('/c'),
    });
    expect(hopErrors(table(['/a', '/b'], ['/b', '/c']), ['/b'])[0]).toMatchObject({
      field: 'fromPath',
      message: expect.stringContaining('/a'),
    });
  });
});
