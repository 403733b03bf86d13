import { defineMessages } from '../intl/define-messages.ts';

/** The words of ui/file-drop.tsx. */
export const fileDropMessages = defineMessages({
  dragAndDropYourFile: {
    id: 'console.fileDrop.dragAndDropYourFile',
    defaultMessage: 'Drag and drop your file here, or',
  },
  chooseFile: { id: 'console.fileDrop.chooseFile', defaultMessage: 'Choose file' },
});
