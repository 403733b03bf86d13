import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvLines } from './csv-stream.ts';
import { xlsxKinds, xlsxResponse } from './report-download.ts';

const columns = { note: 'Note', amount: 'Amount', day: 'Day', at: 'At', count: 'Count' };
const rows = [
  {
    note: '=HYPERLINK("http://x","y")',
    amount: '1234.50',
    day: '2026-11-23',
    at: '2026-11-23T10:15:00.000Z',
    count: 3,
  },
  { note: 'Zoë Ñúñez', amount: '-20.00', day: null, at: null, count: 0 },
];
const fields = { day: { type: 'DATE', label: 'Day' }, at: { type: 'TIMESTAMP', label: 'At' } } as const;

async function sheetOf(response: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('XLSX downloads', () => {
  it('types money as numbers with a currency format, dates as dates, and text as text with no guard', async () => {
    const kinds = xlsxKinds(fields, columns, { amount: 'money' });
    expect(kinds).toEqual({ amount: 'money', day: 'date', at: 'timestamp' });
    const sheet = await sheetOf(await xlsxResponse(rows, 'report', 'Report', columns, kinds));
    const [note, amount, day, at, count] = [1, 2, 3, 4, 5].map((column) => sheet.getRow(2).getCell(column));
    expect(note?.type).toBe(ExcelJS.ValueType.String);
    expect(note?.value).toBe('=HYPERLINK("http://x","y")');
    expect(note?.formula).toBeUndefined();
    expect(amount?.type).toBe(ExcelJS.ValueType.Number);
    expect(amount?.value).toBe(1234.5);
    expect(amount?.numFmt).toContain('"$"#,##0.00');
    expect(day?.type).toBe(ExcelJS.ValueType.Date);
    expect(day?.value).toEqual(new Date('2026-11-23T00:00:00Z'));
    expect(day?.numFmt).toBe('yyyy-mm-dd');
    expect(at?.type).toBe(ExcelJS.ValueType.Date);
    expect(at?.value).toEqual(new Date('2026-11-23T10:15:00Z'));
    expect(count?.type).toBe(ExcelJS.ValueType.Number);
    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('Zoë Ñúñez');
    expect(second.getCell(2).value).toBe(-20);
    expect(second.getCell(3).type).toBe(ExcelJS.ValueType.Null);
  });

  it('keeps the formula guard in the CSV, which a spreadsheet would evaluate', async () => {
    const text = csvLines(rows, Object.keys(columns));
    expect(Papa.parse<string[]>(text).data[0]?.[0]).toBe(`'=HYPERLINK("http://x","y")`);
  });
});
