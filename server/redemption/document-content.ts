import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { PDFDocument, PDFObject } from 'pdf-lib';
import { UPLOAD_MESSAGES } from '../../domain/validation/upload.ts';
import { ApiError } from '../http/api-error.ts';

/** What a requested document may be: the seed's jpg, jpeg, png and pdf (001 §5). */
const ACCEPTED: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};
/** image-size's name for each accepted image type. */
const IMAGE_KINDS: Readonly<Record<string, string>> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
/** A lender opens these: a PDF that runs script, launches something or carries files is not a document. */
const ACTIVE_NAMES = new Set(['/JavaScript', '/JS', '/Launch', '/EmbeddedFile', '/EmbeddedFiles', '/RichMedia']);
const MAX_DEPTH = 32;

/** pdf-lib, loaded with the first PDF checked rather than at the server's start (decision 0563). */
type PdfLib = typeof import('pdf-lib');

/** Whether an object (a dictionary, array or stream, followed into what it holds) names active content. */
function isActive(lib: PdfLib, object: PDFObject, depth = 0): boolean {
  if (depth > MAX_DEPTH) return true;
  if (object instanceof lib.PDFName) return ACTIVE_NAMES.has(object.asString());
  if (object instanceof lib.PDFArray) return object.asArray().some((item) => isActive(lib, item, depth + 1));
  const dict = object instanceof lib.PDFStream ? object.dict : object instanceof lib.PDFDict ? object : undefined;
  if (!dict) return false;
  return dict.entries().some(([key, value]) => ACTIVE_NAMES.has(key.asString()) || isActive(lib, value, depth + 1));
}

/** Every object of the file, those inside compressed object streams included (pdf-lib unpacks them on load). */
const hasActiveContent = (lib: PdfLib, pdf: PDFDocument): boolean =>
  pdf.context.enumerateIndirectObjects().some(([, object]) => isActive(lib, object));

export interface CheckedDocument {
  mediaType: string;
  extension: string;
}

const refused = () => new ApiError(415, 'VALIDATION_FAILED', UPLOAD_MESSAGES.stipulationType);

/**
 * Checks a document by what it is, not by what it says (issue 17 item 14): the magic number names the type, and the
 * whole file must then read as that type — a PDF must parse as a PDF with at least one page (so a `%PDF` header in
 * front of HTML is refused) and carry no script or launch action; an image must decode its dimensions as the
 * same kind of image. Anything else is the seed's unsupported-type message.
 */
export async function checkDocument(bytes: Uint8Array): Promise<CheckedDocument> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const extension = sniffed ? ACCEPTED[sniffed.mime] : undefined;
  if (!sniffed || !extension) throw refused();
  if (sniffed.mime === 'application/pdf') {
    // Whatever pdf-lib throws on a broken file (a parse error, or a catalog without pages) is a refusal.
    const lib = await import('pdf-lib');
    const usable = await lib.PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true })
      .then((pdf) => pdf.getPageCount() >= 1 && !hasActiveContent(lib, pdf))
      .catch(() => false);
    if (!usable) throw refused();
  } else {
    let decoded = false;
    try {
      const size = imageSize(bytes);
      decoded = size.type === IMAGE_KINDS[sniffed.mime] && Boolean(size.width) && Boolean(size.height);
    } catch {
      decoded = false;
    }
    if (!decoded) throw refused();
  }
  return { mediaType: sniffed.mime, extension };
}
