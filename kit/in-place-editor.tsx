import { Button, IconButton } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { LuPencil, LuPlus } from 'react-icons/lu';
import { EditorPanel } from './editor-panel.tsx';

export interface InPlaceEditorOptions<Row> {
  /** The add button's text, which is also the panel's title when adding ("Add integration"). */
  readonly addLabel: string;
  /** The panel's title when editing a row ("Edit SYNC1 integration"); also the row's edit button's name. */
  readonly editLabel: (row: Row) => string;
}

/**
 * Add and edit above a list on the same page (entities the seed gives one route): `addButton` for the page header,
 * `editButton(row)` for the row's actions, `panel(render)` where the form opens; `render` gets the row (undefined
 * when adding) and `close` for the form's onDone.
 */
export function useInPlaceEditor<Row extends { readonly id: string }>(options: InPlaceEditorOptions<Row>) {
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const close = () => setEditing(null);
  const addButton = (
    <Button colorPalette="brand" size="sm" onClick={() => setEditing('new')}>
      <LuPlus /> {options.addLabel}
    </Button>
  );
  const editButton = (row: Row) => (
    <IconButton size="xs" variant="ghost" aria-label={options.editLabel(row)} onClick={() => setEditing(row)}>
      <LuPencil />
    </IconButton>
  );
  const panel = (render: (row: Row | undefined, close: () => void) => ReactNode) => {
    if (editing === null) return null;
    const row = editing === 'new' ? undefined : editing;
    return (
      <EditorPanel key={row?.id ?? 'new'} title={row ? options.editLabel(row) : options.addLabel}>
        {render(row, close)}
      </EditorPanel>
    );
  };
  return { addButton, editButton, panel };
}
