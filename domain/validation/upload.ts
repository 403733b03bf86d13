import * as v from 'valibot';
import {
  CSV_EXTENSIONS,
  IMAGE_PREVIEW_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  REQUIRED_IMAGE_SIZE,
  STIPULATION_UPLOAD_EXTENSIONS,
} from '../catalog/limits.ts';

/** 001 §5 and 002 §8 say it of stipulation uploads; the 5 MB cap holds for every upload (002 §9), so does the text. */
const FILE_SIZE_MESSAGE = 'File exceeds maximum size. Please upload a file that is 5MB or less.';

/** Messages verbatim from 001 §5. */
export const UPLOAD_MESSAGES = {
  stipulationType: "This file type isn't supported. Try uploading a JPG, PNG, or PDF.",
  stipulationSize: FILE_SIZE_MESSAGE,
  fileSize: FILE_SIZE_MESSAGE,
  invalidFileType: 'Invalid File Type',
  csvType: 'Upload a .csv file',
  imageSize: `Image must be ${REQUIRED_IMAGE_SIZE.width} x ${REQUIRED_IMAGE_SIZE.height} pixels`,
} as const;

/** The lower-cased extension after the last dot, or '' when there is none. */
export const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
};

export const hasExtension = (fileName: string, extensions: readonly string[]): boolean =>
  extensions.includes(fileExtension(fileName));

/** The facts of a File the rules need, so the same schema serves the browser and the server. */
const fileFacts = v.object({ name: v.string(), size: v.pipe(v.number(), v.minValue(0)) });
export type FileFacts = v.InferOutput<typeof fileFacts>;

export const stipulationUploadSchema = v.pipe(
  fileFacts,
  v.check((file) => hasExtension(file.name, STIPULATION_UPLOAD_EXTENSIONS), UPLOAD_MESSAGES.stipulationType),
  v.check((file) => file.size <= MAX_UPLOAD_BYTES, UPLOAD_MESSAGES.stipulationSize),
);

export const imagePreviewSchema = v.pipe(
  fileFacts,
  v.check((file) => hasExtension(file.name, IMAGE_PREVIEW_EXTENSIONS), UPLOAD_MESSAGES.invalidFileType),
);

export const csvUploadSchema = v.pipe(
  fileFacts,
  v.check((file) => hasExtension(file.name, CSV_EXTENSIONS), UPLOAD_MESSAGES.csvType),
);

/** A file of an expected kind (CSV, JSON, CPLX...), checked by extension. */
export const fileKindSchema = (extensions: readonly string[], message = UPLOAD_MESSAGES.invalidFileType) =>
  v.pipe(
    fileFacts,
    v.check((file) => hasExtension(file.name, extensions), message),
  );

/**
 * A CSV file a console imports (branches, memberships...): a .csv, else the seed's 'Invalid File Type' (001 §5,
 * 002 §8 "invalid file type"), and at most 5 MB (002 §9). Checked by name here; the server checks the content.
 */
export const csvImportFileSchema = v.pipe(
  fileKindSchema(CSV_EXTENSIONS),
  v.check((file) => file.size <= MAX_UPLOAD_BYTES, UPLOAD_MESSAGES.fileSize),
);

/** Card and account images must be exactly 1008 x 645 pixels (002 §5). */
export const imageSizeSchema = v.pipe(
  v.object({ width: v.number(), height: v.number() }),
  v.check(
    (size) => size.width === REQUIRED_IMAGE_SIZE.width && size.height === REQUIRED_IMAGE_SIZE.height,
    UPLOAD_MESSAGES.imageSize,
  ),
);
