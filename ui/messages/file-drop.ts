import { messagesOf } from '../intl/define-messages.ts';

/** The words of ui/file-drop.tsx. */
export const fileDropMessages = messagesOf('console.fileDrop', {
  dragAndDropYourFile: 'Drag and drop your file here, or',
  chooseFile: 'Choose file',
});
