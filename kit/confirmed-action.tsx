import { Button } from '@chakra-ui/react';
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
}

/** A risky one-way action (revoke a key): a red outline button that asks first (002 §5 confirmations). */
export function ConfirmedAction({ label, title, description, confirmLabel, onConfirm }: ConfirmedActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button alignSelf="flex-start" colorPalette="red" variant="outline" onClick={() => setOpen(true)}>
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
