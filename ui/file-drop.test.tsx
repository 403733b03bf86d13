// @vitest-environment happy-dom

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDrop, type FileDropProps } from './file-drop.tsx';
import { TestProviders } from './test-providers.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderDrop(props: Partial<FileDropProps> = {}) {
  const onFile = vi.fn();
  render(
    <TestProviders>
      <FileDrop label="Branch file" accept={['.csv']} hint="CSV, up to 5 MB" onFile={onFile} {...props} />
    </TestProviders>,
  );
  return onFile;
}

const csv = () => new File(['branchName\nMain Street\n'], 'branches.csv', { type: 'text/csv' });

describe('FileDrop', () => {
  it('reports the file chosen with the picker, and offers the accepted kinds', async () => {
    const onFile = renderDrop();
    const input = screen.getByLabelText('Branch file', { selector: 'input' }) as HTMLInputElement;
    expect(input.accept).toBe('.csv');
    const file = csv();
    await userEvent.upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
    // Cleared, so the same file chosen again after a fix is a new choice.
    expect(input.value).toBe('');
  });

  it('reports a dropped file, whatever its kind, so its owner can say why it is refused', () => {
    const onFile = renderDrop();
    const pdf = new File(['%PDF'], 'branches.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByTestId('file-drop-area'), { dataTransfer: { files: [pdf] } });
    expect(onFile).toHaveBeenCalledWith(pdf);
  });

  it('opens the picker from the keyboard: Tab to "Choose file", then Enter or Space', async () => {
    renderDrop();
    const opened = vi.spyOn(HTMLInputElement.prototype, 'click');
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Choose file' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('shows the chosen file by name and size, and the reason a file was refused', () => {
    renderDrop({ file: { name: 'branches.csv', size: 2560 }, errorText: 'Invalid File Type' });
    expect(screen.getByText('branches.csv')).toBeTruthy();
    expect(screen.getByText('2.5 KB')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid File Type');
    expect(screen.getByRole('group', { name: 'Branch file' })).toBeTruthy();
  });

  it('takes nothing while disabled', () => {
    const onFile = renderDrop({ disabled: true });
    expect((screen.getByRole('button', { name: 'Choose file' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.drop(screen.getByTestId('file-drop-area'), { dataTransfer: { files: [csv()] } });
    expect(onFile).not.toHaveBeenCalled();
  });
});
