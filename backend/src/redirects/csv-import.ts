/**
 * Reads a CSV file (RFC 4180: quoted cells may hold commas, quotes doubled and line
 * breaks; CRLF or LF rows; a leading byte-order mark), as the export writes it. A cell the
 * export neutralised with a leading apostrophe (csv-export.ts) is read back without it.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const endCell = () => {
    row.push(wasQuoted ? unneutralise(cell) : cell.trim());
    cell = '';
    wasQuoted = false;
  };
  for (let i = 0; i < input.length; i++) {
    const c = input.charAt(i);
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell.trim() === '') {
      quoted = true;
      wasQuoted = true;
      cell = '';
    } else if (c === ',') endCell();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows.filter((r) => r.some((value) => value !== ''));
}

const NEUTRALISED = /^'[\s]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

function unneutralise(value: string): string {
  return NEUTRALISED.test(value) ? value.slice(1) : value;
}
