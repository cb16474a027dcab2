import { csvRow } from '../common/csv-export';
import { parseCsv } from './csv-import';

describe('parseCsv', () => {
  it('reads back what the export writes, neutralised cells included', () => {
    const values = ['/a,b', 'say "hi"', '=SUM(A1)', 'line\nbreak', ''];
    const text = `\uFEFF${csvRow(['x', 'y', 'z', 'w', 'v'])}${csvRow(values)}`;
    expect(parseCsv(text)).toEqual([['x', 'y', 'z', 'w', 'v'], values]);
  });

  it('takes unquoted cells, LF rows and skips blank lines', () => {
    expect(parseCsv('from,to\n\n/a, /b\n')).toEqual([
      ['from', 'to'],
      ['/a', '/b'],
    ]);
  });
});
