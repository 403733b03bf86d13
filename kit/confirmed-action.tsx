import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { type Content, type Words, wordsNode } from './words.ts';

export interface ConfirmedActionProps {
  /** The button's text, e.g. "Revoke API key". */
  readonly label: Words;
  readonly title: Words;
  readonly description?: Content;
  /** The dialog's confirm button, e.g. "Revoke". */
  readonly confirmLabel: Words;
  readonly onConfirm: () => void;
  /**
   * The button's look and state over the red outline: its size or colour where it stands (a header, a table row),
   * `loading` while the confirmed action runs, an `aria-label` naming the row it acts on.
   */
  readonly button?: Omit<ButtonProps, 'onClick' | 'children'> | undefined;
}

/**
 * A risky one-way action (revoke a key, rotate a secret, promote a prospect): a button that asks first (002 §5
 * confirmations); only the dialog's confirm runs `onConfirm`.
 */
export function ConfirmedAction({ label, title, description, confirmLabel, onConfirm, button }: ConfirmedActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button alignSelf="flex-start" colorPalette="red" variant="outline" {...button} onClick={() => setOpen(true)}>
        {wordsNode(label)}
      </Button>
      <ConfirmDialog
        open={open}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
