import { describe, expect, it } from 'vitest';
import { csvOf } from './csv.ts';

const written = (cell: string | number | Date | null) => csvOf([[cell]]).replace(/\r\n$/, '');

/**
 * The cells a spreadsheet makes of one record when it splits on `separator` (Excel splits on
 * the list separator, `;` in much of Europe; a paste splits on tabs), quotes honoured.
 */
function cellsAsSplitBy(record: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let isQuoted = false;
  for (let index = 0; index < record.length; index += 1) {
    const character = record[index]!;
    if (character === '"') {
      if (isQuoted && record[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else isQuoted = !isQuoted;
    } else if (character === separator && !isQuoted) {
      cells.push(cell);
      cell = '';
    } else cell += character;
  }
  return [...cells, cell];
}

const triggers = ['=', '+', '-', '@', '\t', '\r'];

describe('the console’s CSV cells', () => {
  it.each([
    ['Portland', 'Portland'],
    [42, '42'],
    [null, ''],
    [new Date('2026-03-01T10:00:00Z'), '2026-03-01T10:00:00.000Z'],
    ['Flat 2, "Ember" House', '"Flat 2, ""Ember"" House"'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['\tTabbed', "'\tTabbed"],
    ['\rReturn', `"'\rReturn"`],
    // A formula behind a separator some reader splits on: quoted, so it stays one cell.
    ['x\t=1+1;@SUM(1)', '"x\t=1+1;@SUM(1)"'],
    ['a;=HYPERLINK("http://evil.example")', '"a;=HYPERLINK(""http://evil.example"")"'],
    ['a; +1', '"a; +1"'],
    ['a|-1', '"a|-1"'],
    ['a\t\t@x', '"a\t\t@x"'],
    // A trigger not behind a separator is plain text.
    ['Realm 2 - Structure', 'Realm 2 - Structure'],
    ['maya@example.com', 'maya@example.com'],
    ['1+1=2', '1+1=2'],
  ])('writes %j as %j', (cell, expected) => {
    expect(written(cell)).toBe(expected);
  });

  it.each([',', ';', '\t', '|'])(
    'leaves no cell starting with a formula when split on %j',
    (separator) => {
      const typed = [
        'x\t=1+1;@SUM(1)',
        'ok;=cmd|/C calc!A0',
        'a|+1',
        'b,-1',
        'c;\t@x',
        'd; =1',
        '=e',
      ];
      for (const cell of typed) {
        const record = written(cell);
        for (const part of cellsAsSplitBy(record, separator))
          expect(
            triggers.includes(part.trimStart()[0] ?? ''),
            `${JSON.stringify(cell)} → ${JSON.stringify(part)}`,
          ).toBe(false);
      }
    },
  );
});
