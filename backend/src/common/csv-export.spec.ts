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

  async function collect(ids: number[], loaded: number[][]) {
    let text = '';
    const lines = csvLines(ids, {
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
    const ids = [3, 99_999, 1, 2];
    expect(await collect(ids, loaded)).toBe(
      '\uFEFF"id","name"\r\n"3","row 3"\r\n"1","row 1"\r\n"2","row 2"\r\n',
    );
    expect(loaded).toEqual([ids]);
  });

  it('reads the rows in batches of 500', async () => {
    const loaded: number[][] = [];
    const ids = rows.map((row) => row.id).reverse();
    const text = await collect(ids, loaded);
    expect(loaded.map((batch) => batch.length)).toEqual([500, 500, 203]);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(1 + 1203 + 1);
    expect(lines[1]).toBe('"1203","row 1203"');
    expect(lines[1203]).toBe('"1","row 1"');
  });

  it('writes only the header when nothing matches', async () => {
    const loaded: number[][] = [];
    expect(await collect([], loaded)).toBe('\uFEFF"id","name"\r\n');
    expect(loaded).toEqual([]);
  });
});
