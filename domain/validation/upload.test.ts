import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import {
  csvImportFileSchema,
  csvUploadSchema,
  fileExtension,
  fileKindSchema,
  hasExtension,
  imagePreviewSchema,
  imageSizeSchema,
  stipulationUploadSchema,
  UPLOAD_MESSAGES,
} from './upload.ts';

const MB = 1024 * 1024;

describe('uploads', () => {
  it('finds the extension', () => {
    expect(fileExtension('Pay Stub.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
    expect(hasExtension('Scan.JPG', ['jpg', 'png'])).toBe(true);
    expect(hasExtension('scan.jpg.exe', ['jpg'])).toBe(false);
  });

  it('takes stipulations as jpg, jpeg, png or pdf up to 5 MB, with the seed messages', () => {
    for (const name of ['a.jpg', 'a.JPEG', 'a.png', 'a.pdf']) {
      expect(v.is(stipulationUploadSchema, { name, size: 5 * MB })).toBe(true);
    }
    expect(fieldErrors(stipulationUploadSchema, { name: 'a.gif', size: 1 })).toEqual({
      '': ["This file type isn't supported. Try uploading a JPG, PNG, or PDF."],
    });
    expect(fieldErrors(stipulationUploadSchema, { name: 'a.pdf', size: 5 * MB + 1 })).toEqual({
      '': ['File exceeds maximum size. Please upload a file that is 5MB or less.'],
    });
  });

  it('previews jpg, jpeg, png and webp only', () => {
    expect(v.is(imagePreviewSchema, { name: 'logo.webp', size: 10 })).toBe(true);
    expect(fieldErrors(imagePreviewSchema, { name: 'logo.svg', size: 10 })).toEqual({ '': ['Invalid File Type'] });
  });

  it('accepts .csv for CSV uploads and any expected kind by extension', () => {
    expect(v.is(csvUploadSchema, { name: 'branches.CSV', size: 10 })).toBe(true);
    expect(fieldErrors(csvUploadSchema, { name: 'branches.xlsx', size: 10 })).toEqual({
      '': [UPLOAD_MESSAGES.csvType],
    });
    expect(v.is(fileKindSchema(['json']), { name: 'w.json', size: 1 })).toBe(true);
    expect(fieldErrors(fileKindSchema(['json']), { name: 'w.txt', size: 1 })).toEqual({ '': ['Invalid File Type'] });
  });

  it('requires images of exactly 1008 x 645', () => {
    expect(v.is(imageSizeSchema, { width: 1008, height: 645 })).toBe(true);
    expect(fieldErrors(imageSizeSchema, { width: 645, height: 1008 })).toEqual({ '': [UPLOAD_MESSAGES.imageSize] });
  });

  it('imports a .csv of at most 5 MB, with the seed messages for another kind and a larger file', () => {
    expect(v.is(csvImportFileSchema, { name: 'Branches.CSV', size: 5 * MB })).toBe(true);
    expect(fieldErrors(csvImportFileSchema, { name: 'branches.xlsx', size: 10 })).toEqual({
      '': ['Invalid File Type'],
    });
    expect(fieldErrors(csvImportFileSchema, { name: 'branches.csv', size: 5 * MB + 1 })).toEqual({
      '': [UPLOAD_MESSAGES.fileSize],
    });
    expect(UPLOAD_MESSAGES.fileSize).toBe('File exceeds maximum size. Please upload a file that is 5MB or less.');
  });
});
