import { csvCell, csvLines, csvRow } from './csv-export';

describe('csvCell', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ['+SUM(A1)', `"'+SUM(A1)"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\t=x', `"'\t=x"`],
    ['\rtext', `"'\rtext"`],
    [
      '  =HYPERLINK("http://evil.example","click")',
      `"'  =HYPERLINK(""http://evil.example"",""click"")"`,
    ],
    ['\uFF1DSUM(A1)', `"'\uFF1DSUM(A1)"`],
  ])('neutralises a formula: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['plain text', '"plain text"'],
    ['a "quoted" word', '"a ""quoted"" word"'],
    ['line one\nline two', '"line one\nline two"'],
    ['a, b', '"a, b"'],
    ['x=1', '"x=1"'],
    ['', '""'],
  ])('quotes ordinary text: %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers, booleans and empty values', () => {
    expect(csvRow([1, true, null, undefined])).toBe('"1","true","",""\r\n');
  });
});

describe('csvLines', () => {
  const rows = Array.from({ length: 1203 }, (_, i) => ({ id: i + 1, name: `row ${i + 1}` }));
  const byId = new Map(rows.map((row) => [row.id, row]));

  async function* batchesOf(ids: number[][]): AsyncGenerator<number[]> {
    for (const batch of ids) yield await Promise.resolve(batch);
  }

  async function collect(read: number[][], more: number[][], loaded: number[][]) {
    let text = '';
    const lines = csvLines(read, batchesOf(more), {
      header: ['id', 'name'],
      // Answers in another order, and without ids gone since, as a database may.
      load: (batch) => {
        loaded.push(batch);
        return Promise.resolve(batch.flatMap((id) => byId.get(id) ?? []).reverse());
      },
      values: (row) => [row.id, row.name],
    });
    for await (const line of lines) text += line;
    return text;
  }

  it('starts with a byte-order mark and the header, then the rows in the order of the ids', async () => {
    const loaded: number[][] = [];
    expect(await collect([[3, 99_999]], [[1, 2]], loaded)).toBe(
      '\uFEFF"id","name"\r\n"3","row 3"\r\n"1","row 1"\r\n"2","row 2"\r\n',
    );
    expect(loaded).toEqual([
      [3, 99_999],
      [1, 2],
    ]);
  });

  it('writes only the header when nothing matches', async () => {
    const loaded: number[][] = [];
    expect(await collect([], [], loaded)).toBe('\uFEFF"id","name"\r\n');
    expect(loaded).toEqual([]);
  });
});
