// @vitest-environment happy-dom

import { cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client-error.ts';
import { DEFAULT_LOCALE } from '../domain/i18n/locales.ts';
import { emailSchema } from '../domain/validation/contact.ts';
import { formObject, nonBlank } from '../domain/validation/primitives.ts';
import { UPLOAD_MESSAGES } from '../domain/validation/upload.ts';
import { CSV_UPLOAD_FAILED } from '../machines/import/csv-import.ts';
import { IntlRoot } from '../ui/intl/intl-root.tsx';
import { TestProviders } from '../ui/test-providers.tsx';
import {
  type CsvColumnLabels,
  CsvImportPanel,
  type CsvImportPanelProps,
  type CsvUploadRequest,
  useTemplateColumns,
} from './csv-import-panel.tsx';

afterEach(cleanup);

const columns = [
  { key: 'branchName', label: 'Branch name' },
  { key: 'email', label: 'Email' },
];
const branchRow = formObject({ branchName: nonBlank('Branch name'), email: emailSchema }, { email: 'Email' });
const BRANCHES = 'branchName,email\nMain Street,main@bank.example\nUptown,up@bank.example\n';
const csv = (text = BRANCHES, name = 'branches.csv') => new File([text], name, { type: 'text/csv' });

type Upload = CsvImportPanelProps['onUpload'];

function renderPanel(props: Partial<CsvImportPanelProps> = {}) {
  const onUpload = vi.fn<Upload>(async () => ({ imported: 2 }));
  const onDone = vi.fn();
  render(
    <TestProviders>
      <CsvImportPanel
        label="Branch file"
        fieldName="branchDocument"
        rowSchema={branchRow}
        columns={columns}
        downloadTemplate={async () => ({ fileName: 'branches-template.csv', text: 'name,zipcode\n' })}
        onUpload={onUpload}
        onDone={onDone}
        {...props}
      />
    </TestProviders>,
  );
  return { onUpload: (props.onUpload as typeof onUpload | undefined) ?? onUpload, onDone };
}

// The picker's accept list only guides the browser's dialog; a person can still pick another kind of file.
const user = () => userEvent.setup({ applyAccept: false });
const choose = (file: File) =>
  user().upload(screen.getByLabelText('Branch file', { selector: 'input' }) as HTMLInputElement, file);
const upload = () => user().click(screen.getByRole('button', { name: 'Upload' }));

describe('CsvImportPanel', () => {
  it('refuses another kind of file and a file over 5 MB with the seed’s messages', async () => {
    const { onUpload } = renderPanel();
    await choose(csv('a,b', 'branches.xlsx'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid File Type');
    await choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'branches.csv'));
    expect(screen.getByRole('alert').textContent).toBe(UPLOAD_MESSAGES.fileSize);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('fetches the template through the caller (the download needs the session) when asked', async () => {
    const downloadTemplate = vi.fn(async () => ({ fileName: 'branches-template.csv', text: 'name,zipcode\n' }));
    const createObjectURL = vi.fn(() => 'blob:template');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    renderPanel({ downloadTemplate });
    await user().click(screen.getByRole('button', { name: 'Download the template' }));
    expect(downloadTemplate).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
  });

  it('previews the rows, uploads the original file under the form field, and says how many rows were imported', async () => {
    const { onUpload, onDone } = renderPanel();
    const file = csv();
    await choose(file);
    expect(await screen.findByText('branches.csv')).toBeTruthy();
    const preview = screen.getByRole('table', { name: '2 rows' });
    expect(within(preview).getByRole('columnheader', { name: 'Branch name' })).toBeTruthy();
    expect(within(preview).getByRole('cell', { name: 'up@bank.example' })).toBeTruthy();
    await upload();
    expect(await screen.findByText('2 rows imported')).toBeTruthy();
    const [sent, request] = onUpload.mock.calls[0] as [File, CsvUploadRequest];
    expect(sent).toBe(file);
    expect(request.files).toEqual({ branchDocument: file });
    expect(request.signal.aborted).toBe(false);
    expect(onDone).toHaveBeenCalledWith({ imported: 2 });
    // Another file can follow.
    await user().click(screen.getByRole('button', { name: 'Choose another file' }));
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
  });

  it('lists each row’s problems with row number, column and the seed’s message, and blocks the upload', async () => {
    const { onUpload } = renderPanel();
    await choose(csv('branchName,email\nMain Street,main@bank.example\n ,not-an-email\nUptown\n'));
    const problems = await screen.findByRole('table', { name: 'Problems found' });
    const rows = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['3', 'Branch name', 'Branch name is required'],
      ['3', 'Email', 'Enter a valid email'],
      ['4', '—', 'Too few fields: expected 2 fields but parsed 1'],
      ['4', 'Email', 'Email is required'],
    ]);
    expect(screen.getByText('2 rows have problems: nothing was uploaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('shows the upload’s progress, and cancelling aborts the request and goes back to the preview', async () => {
    let signal: AbortSignal | undefined;
    const onUpload = vi.fn<Upload>((_file, request) => {
      signal = request.signal;
      request.reportProgress(40);
      return new Promise(() => undefined);
    });
    renderPanel({ onUpload });
    await choose(csv());
    await screen.findByRole('table', { name: '2 rows' });
    await upload();
    expect(await screen.findByText('Uploading branches.csv (40%)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('40');
    await user().click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.getByRole('button', { name: 'Upload' })).toBeTruthy();
  });

  it('shows the server’s message, the seed’s when it gives none, and tries again', async () => {
    const onUpload = vi
      .fn<Upload>()
      .mockRejectedValueOnce(new ApiError({ status: 400, code: 'VALIDATION_FAILED', message: 'Branch 3 has no ZIP' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ imported: 1 });
    renderPanel({ onUpload });
    await choose(csv('branchName,email\nMain Street,main@bank.example\n'));
    await screen.findByRole('table', { name: '1 row' });
    await upload();
    expect(await screen.findByText('Branch 3 has no ZIP')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(CSV_UPLOAD_FAILED)).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 row imported')).toBeTruthy();
  });

  it('asks for the confirmation first when one is given: Cancel sends nothing, Upload sends the file', async () => {
    const { onUpload } = renderPanel({ confirm: 'The import replaces all existing branches.' });
    await choose(csv());
    await screen.findByRole('table', { name: '2 rows' });
    await upload();
    const dialog = await screen.findByRole('alertdialog', { name: 'Upload branches.csv?' });
    expect(dialog.textContent).toContain('The import replaces all existing branches.');
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onUpload).not.toHaveBeenCalled();

    await upload();
    const again = await screen.findByRole('alertdialog');
    await user().click(within(again).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('2 rows imported')).toBeTruthy();
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it('reads a dropped file the same way', async () => {
    renderPanel();
    fireEvent.drop(screen.getByTestId('file-drop-area'), { dataTransfer: { files: [csv()] } });
    expect(await screen.findByRole('table', { name: '2 rows' })).toBeTruthy();
  });
});

describe('useTemplateColumns', () => {
  const labels: CsvColumnLabels = { zipcode: { id: 'test.zipCode', defaultMessage: 'Zip code' } };

  it('gives the template’s headers in order, under the screen’s label or else the header in words', () => {
    const { result } = renderHook(() => useTemplateColumns('productEligibility', labels), { wrapper: TestProviders });
    expect(result.current).toEqual([
      { key: 'productName', label: 'Product name' },
      { key: 'state', label: 'State' },
      { key: 'county', label: 'County' },
      { key: 'zipcode', label: 'Zip code' },
    ]);
  });

  it('keeps the same list between renders, so the preview keeps its columns', () => {
    // One catalogue object, as the app's: TestProviders gives the provider a new one (a new intl) each render.
    const catalogue = {};
    const wrapper = ({ children }: { children: ReactNode }) => (
      <IntlRoot locale={DEFAULT_LOCALE} messages={catalogue}>
        {children}
      </IntlRoot>
    );
    const { result, rerender } = renderHook(() => useTemplateColumns('branches', labels), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
