// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from './form-test-support.tsx';
import { type RowAction, useRowActionsMenu } from './row-actions-menu.tsx';

afterEach(cleanup);

interface Person {
  readonly name: string;
  readonly locked: boolean;
}

function People({ rows, actions }: { rows: Person[]; actions: RowAction<Person>[] }) {
  const { menu, dialog } = useRowActionsMenu({ actions, nameOf: (row) => row.name });
  return (
    <>
      {rows.map((row) => (
        <div key={row.name}>{menu(row)}</div>
      ))}
      {dialog}
    </>
  );
}

describe('row actions menu', () => {
  it('shows only the actions a row allows, runs a plain one at once and a risky one only once confirmed', async () => {
    const edit = vi.fn();
    const remove = vi.fn();
    const actions: RowAction<Person>[] = [
      { value: 'edit', label: 'Edit', run: edit },
      { value: 'unlock', label: 'Unlock', shown: (row) => row.locked, run: vi.fn() },
      {
        value: 'remove',
        label: (row) => `Remove ${row.name}`,
        confirm: (row) => ({ title: `Remove ${row.name}?`, label: 'Remove' }),
        run: remove,
      },
    ];
    const user = userEvent.setup();
    renderWithUi(<People rows={[{ name: 'ada', locked: false }]} actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Actions for ada' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Unlock' })).toBeNull();
    await user.click(screen.getByRole('menuitem', { name: 'Remove ada' }));
    expect(await screen.findByText('Remove ada?')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ name: 'ada', locked: false }));
    await user.click(screen.getByRole('button', { name: 'Actions for ada' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    expect(edit).toHaveBeenCalledTimes(1);
  });

  it('runs nothing when the confirmation is cancelled', async () => {
    const remove = vi.fn();
    const actions: RowAction<Person>[] = [
      { value: 'remove', label: 'Remove', confirm: () => ({ title: 'Remove?', label: 'Remove' }), run: remove },
    ];
    const user = userEvent.setup();
    renderWithUi(<People rows={[{ name: 'bo', locked: true }]} actions={actions} />);
    await user.click(screen.getByRole('button', { name: 'Actions for bo' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Remove?')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
  });

  it('draws the actions as buttons named for their row, and runs a typed one only once its word is typed', async () => {
    const remove = vi.fn();
    const edit = vi.fn();
    function Buttons({ row }: { row: Person }) {
      const { buttons, dialog } = useRowActionsMenu<Person>({
        actions: [
          { value: 'edit', label: 'Edit', run: edit },
          { value: 'unlock', label: 'Unlock', shown: (r) => r.locked, run: vi.fn() },
          {
            value: 'clone',
            label: 'Clone',
            palette: 'red',
            confirm: (r) => ({ kind: 'cloneProduct', title: `Clone ${r.name}?`, label: 'Clone product' }),
            run: remove,
          },
        ],
        nameOf: (r) => r.name,
      });
      return (
        <>
          {buttons(row)}
          {dialog}
        </>
      );
    }
    const user = userEvent.setup();
    renderWithUi(<Buttons row={{ name: 'ada', locked: false }} />);
    expect(screen.queryByRole('button', { name: 'Unlock ada' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit ada' }));
    expect(edit).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Clone ada' }));
    expect(await screen.findByText('Clone ada?')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Clone product' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByRole('textbox'), 'clone');
    await user.click(confirm);
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ name: 'ada', locked: false }));
    // Asked again, the field starts empty.
    await user.click(screen.getByRole('button', { name: 'Clone ada' }));
    await waitFor(() => expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe(''));
  });
});
