/**
 * Image kinds a lender logo may be (PUT /fi/{fiId}/logo), judged by the file's content (magic bytes), never its name;
 * its size is checked with imageSizeSchema (1008 × 645, 002 §5) and the 5 MB upload cap.
 */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export const isLogoContentType = (type: string | undefined): type is LogoContentType =>
  (LOGO_CONTENT_TYPES as readonly (string | undefined)[]).includes(type);
