import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useIntl } from 'react-intl';
import { confirmDialogMessages as m } from './messages/confirm-dialog.ts';
import { type Content, contentNode, type Words, wordsNode } from './words.ts';

export interface ConfirmDialogProps {
  open: boolean;
  title: Words;
  description?: Content;
  /** The confirm button's text, naming the action ("Upload", "Reset data"). */
  confirmLabel?: Words | undefined;
  /** False keeps the confirm button disabled (until the user typed the word, for instance). */
  canConfirm?: boolean | undefined;
  /** The element to focus when the dialog opens; the cancel button by default, the safe choice. */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
  onConfirm: () => void;
  /** Cancel, Escape or the close of the dialog by any other means. */
  onCancel: () => void;
  children?: ReactNode;
  /** Wider for a dialog that shows a table (the fair-lending pre-check); Chakra's md by default. */
  size?: 'md' | 'xl' | undefined;
}

/**
 * A confirmation before a risky action (002 §5): an alert dialog that only the confirm button, or Enter when it is
 * enabled, accepts; Cancel and Escape refuse. Controlled: the caller owns `open`.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { formatMessage: t } = useIntl();
  const { open, title, description, confirmLabel = m.confirm, canConfirm = true, onConfirm, onCancel } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canConfirm) onConfirm();
  };
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      size={props.size ?? 'md'}
      lazyMount
      unmountOnExit
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      {...(props.initialFocus ? { initialFocusEl: () => props.initialFocus?.current ?? null } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content as="form" onSubmit={submit}>
            <Dialog.Header>
              <Dialog.Title>{wordsNode(title)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {description ? <Dialog.Description>{contentNode(description)}</Dialog.Description> : null}
                {props.children}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="button" variant="outline" onClick={onCancel}>
                {t(m.cancel)}
              </Button>
              <Button type="submit" colorPalette="red" disabled={!canConfirm}>
                {wordsNode(confirmLabel)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
