import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { LuFileText, LuUpload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { formatFileSize } from '../domain/format/file-size.ts';
import { fileDropMessages as m } from './messages/file-drop.ts';

export interface FileDropProps {
  /** Names the area and its file input, e.g. "Branch file". */
  label: string;
  /** The file kinds the picker offers, e.g. ['.csv']; a dropped file of another kind still reaches onFile to be refused with a message. */
  accept: readonly string[];
  /** The file chosen so far, shown by name and size. */
  file?: { readonly name: string; readonly size: number } | null | undefined;
  /** What the area takes, e.g. "CSV, up to 5 MB". */
  hint?: ReactNode;
  /** Why the last file was refused. */
  errorText?: string | null | undefined;
  disabled?: boolean | undefined;
  onFile: (file: File) => void;
}

/**
 * A drop area with a "Choose file" button: drag a file onto it, or use the button (the keyboard way: it is a real
 * button, so Tab, Enter and Space work). It only reports the file; whoever owns it checks kind and size, so a wrong
 * file gets the checker's message rather than being silently ignored.
 */
export function FileDrop({ label, accept, file, hint, errorText, disabled, onFile }: FileDropProps) {
  const { formatMessage: t } = useIntl();
  const { dragging, dropHandlers } = useDropTarget(disabled, onFile);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, errorText ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="600">
        {label}
      </Text>
      <Stack
        data-testid="file-drop-area"
        align="center"
        gap="3"
        px="6"
        py="8"
        borderWidth="2px"
        borderStyle="dashed"
        borderRadius="xl"
        borderColor={errorText ? 'red.600' : dragging ? 'brand.500' : 'border'}
        bg={dragging ? 'brand.50' : 'bg'}
        opacity={disabled ? 0.6 : 1}
        textAlign="center"
        {...dropHandlers}
      >
        <Box color="brand.600" fontSize="2xl" aria-hidden="true">
          <LuUpload />
        </Box>
        <Text color="fg.muted">{t(m.dragAndDropYourFile)}</Text>
        <ChooseFileButton label={label} accept={accept} disabled={disabled} describedBy={describedBy} onFile={onFile} />
        {hint ? (
          <Text id={hintId} fontSize="sm" color="fg.muted">
            {hint}
          </Text>
        ) : null}
      </Stack>
      {file ? <ChosenFileLine file={file} /> : null}
      {/* red.700, not fg.error (red.500): 4.5:1 contrast on white (axe color-contrast). */}
      {errorText ? (
        <Text id={errorId} role="alert" fontSize="sm" color="red.700">
          {errorText}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The drag-and-drop half: highlights while a file is over the area and reports the first file dropped. */
function useDropTarget(disabled: boolean | undefined, onFile: (file: File) => void) {
  const [dragging, setDragging] = useState(false);
  const over = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return {
    dragging,
    dropHandlers: { onDragEnter: over, onDragOver: over, onDragLeave: () => setDragging(false), onDrop: drop },
  };
}

/** The keyboard half: a real button opening a hidden file input. */
function ChooseFileButton(props: {
  label: string;
  accept: readonly string[];
  disabled: boolean | undefined;
  describedBy: string | undefined;
  onFile: (file: File) => void;
}) {
  const { formatMessage: t } = useIntl();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        // The button is the way in; the input itself is never a tab stop.
        tabIndex={-1}
        accept={props.accept.join(',')}
        aria-label={props.label}
        disabled={props.disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) is a new choice.
          event.target.value = '';
          if (chosen) props.onFile(chosen);
        }}
      />
      <Button
        variant="outline"
        colorPalette="brand"
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onClick={() => input.current?.click()}
      >
        {t(m.chooseFile)}
      </Button>
    </>
  );
}

function ChosenFileLine({ file }: { file: { readonly name: string; readonly size: number } }) {
  return (
    <HStack gap="2" fontSize="sm" aria-live="polite">
      <Box color="fg.muted" aria-hidden="true">
        <LuFileText />
      </Box>
      <Text fontWeight="500" wordBreak="break-all">
        {file.name}
      </Text>
      <Text color="fg.muted" flexShrink={0}>
        {formatFileSize(file.size)}
      </Text>
    </HStack>
  );
}
