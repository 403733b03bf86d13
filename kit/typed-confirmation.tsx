import { Input } from '@chakra-ui/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  CONFIRMATION_WORDS,
  type ConfirmationAction,
  confirmationMessage,
  confirmationSchema,
} from '../domain/validation/confirmation.ts';
import { FormField } from '../ui/form-field.tsx';
import { requiredContext } from '../ui/required-context.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import type { Content, Words } from './words.ts';

export interface TypedConfirmationRequest {
  /** Which risky action (002 §5): decides the word to type. */
  readonly kind: ConfirmationAction;
  readonly title: Words;
  readonly description?: Content;
  /** The confirm button's text; "Confirm" by default. */
  readonly confirmLabel?: Words;
}

export interface TypedConfirmationDialogProps {
  /** The confirmation to ask; null keeps the dialog closed. */
  request: TypedConfirmationRequest | null;
  onClose: (confirmed: boolean) => void;
}

/** The word field and the dialog. */
function TypedConfirmationBody({
  request,
  onClose,
}: {
  request: TypedConfirmationRequest;
  onClose: (ok: boolean) => void;
}) {
  const [typed, setTyped] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const word = CONFIRMATION_WORDS[request.kind];
  return (
    <ConfirmDialog
      open
      title={request.title}
      description={request.description}
      confirmLabel={request.confirmLabel}
      canConfirm={v.is(confirmationSchema(request.kind), typed)}
      initialFocus={field}
      onConfirm={() => onClose(true)}
      onCancel={() => onClose(false)}
    >
      <FormField label={confirmationMessage(word)}>
        <Input
          ref={field}
          value={typed}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
      </FormField>
    </ConfirmDialog>
  );
}

/**
 * The typed confirmation of 002 §5 as a controlled dialog: the confirm button enables once the user typed the
 * action's word (domain/validation/confirmation.ts: any case, surrounding spaces ignored). Give it a new `key` per
 * request to start each one with an empty field.
 */
export function TypedConfirmationDialog({ request, onClose }: TypedConfirmationDialogProps) {
  return request ? <TypedConfirmationBody request={request} onClose={onClose} /> : null;
}

type Confirm = (request: TypedConfirmationRequest) => Promise<boolean>;

const [TypedConfirmationContext, useConfirm] = requiredContext<Confirm>(
  'useTypedConfirmation',
  'TypedConfirmationProvider',
);

/** Holds the one typed confirmation a console shows at a time; mount it once around the console's pages. */
export function TypedConfirmationProvider({ children }: { children: ReactNode }) {
  const [asked, setAsked] = useState<{ id: number; request: TypedConfirmationRequest } | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const count = useRef(0);
  const confirm = useCallback<Confirm>((request) => {
    // A newer confirmation replaces one still open: the older one is refused.
    answer.current?.(false);
    count.current += 1;
    const id = count.current;
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsked({ id, request });
    });
  }, []);
  const close = useCallback((confirmed: boolean) => {
    const resolve = answer.current;
    answer.current = null;
    setAsked(null);
    resolve?.(confirmed);
  }, []);
  // Leaving the console while a confirmation is open refuses it, so no caller waits for ever.
  useEffect(() => () => answer.current?.(false), []);
  return (
    <TypedConfirmationContext.Provider value={confirm}>
      {children}
      <TypedConfirmationDialog key={asked?.id} request={asked?.request ?? null} onClose={close} />
    </TypedConfirmationContext.Provider>
  );
}

/**
 * `confirm({ kind, title, description })` opens the typed confirmation and resolves true when the user typed the
 * word and confirmed, false when they cancelled. Throws outside a TypedConfirmationProvider.
 *
 * @example
 *   const confirm = useTypedConfirmation();
 *   if (await confirm({ kind: 'dataReset', title: 'Reset test data?', description: 'Every test lead is deleted.' }))
 *     resetData.mutate();
 */
export const useTypedConfirmation = useConfirm;
