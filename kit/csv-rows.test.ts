import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { emailSchema } from '../domain/validation/contact.ts';
import { formObject, nonBlank } from '../domain/validation/primitives.ts';
import { csvRowErrors, parseCsvFile } from './csv-rows.ts';

const columns = [
  { key: 'branchName', label: 'Branch name' },
  { key: 'email', label: 'Email' },
];
const branchRow = formObject({ branchName: nonBlank('Branch name'), email: emailSchema }, { email: 'Email' });

describe('parseCsvFile', () => {
  it('reads the header and the rows, trimmed, skipping blank lines', async () => {
    const file = new Blob([' branchName , email \nMain Street , main@bank.example\n\n  \nUptown,up@bank.example\n']);
    expect(await parseCsvFile(file)).toEqual({
      columns: ['branchName', 'email'],
      rows: [
        { branchName: 'Main Street', email: 'main@bank.example' },
        { branchName: 'Uptown', email: 'up@bank.example' },
      ],
      errors: [],
    });
  });

  it('reports a row that does not split as the header says under its spreadsheet row', async () => {
    const file = new Blob(['branchName,email\nMain Street,main@bank.example\nUptown\n']);
    const parsed = await parseCsvFile(file);
    expect(parsed.rows).toHaveLength(2);
    expect(parsed.errors).toEqual([{ row: 3, column: '', message: expect.stringContaining('Too few fields') }]);
  });
});

describe('csvRowErrors', () => {
  it('gives one seed message per problem field, by spreadsheet row and column label', () => {
    const rows = [
      { branchName: 'Main Street', email: 'main@bank.example' },
      { branchName: ' ', email: 'not-an-email' },
      { email: 'up@bank.example' },
    ];
    expect(csvRowErrors(rows, branchRow, columns)).toEqual([
      { row: 3, column: 'Branch name', message: 'Branch name is required' },
      { row: 3, column: 'Email', message: 'Enter a valid email' },
      { row: 4, column: 'Branch name', message: 'Branch name is required' },
    ]);
  });

  it('names a column the labels do not list by its header, and a whole-row problem by none', () => {
    const schema = v.object({ zip: v.pipe(v.string(), v.length(5, 'Enter a valid ZIP')) });
    expect(csvRowErrors([{ zip: '802' }], schema, [])).toEqual([
      { row: 2, column: 'zip', message: 'Enter a valid ZIP' },
    ]);
    const rowCheck = v.pipe(
      v.object({}),
      v.check(() => false, 'Duplicate branch'),
    );
    expect(csvRowErrors([{}], rowCheck, [])).toEqual([{ row: 2, column: '', message: 'Duplicate branch' }]);
  });
});
