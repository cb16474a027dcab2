import { csvCell, csvRow } from './csv';

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
