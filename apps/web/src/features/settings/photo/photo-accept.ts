import { ERRORS, PHOTO } from '@plaza/contract';
import type { FileRejection } from '@mantine/dropzone';

type Extension = (typeof PHOTO.extensions)[number];
type MimeType = (typeof PHOTO.mimeTypes)[number];

const MIME_OF: Record<Extension, MimeType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  svg: 'image/svg+xml',
};

/** The Dropzone's `accept`: each allowed mime type with its extensions, from the contract. */
export const PHOTO_ACCEPT: Record<string, string[]> = Object.fromEntries(
  PHOTO.mimeTypes.map((mime) => [
    mime,
    PHOTO.extensions.filter((ext) => MIME_OF[ext] === mime).map((ext) => `.${ext}`),
  ]),
);

export const PHOTO_MAX_MB = PHOTO.maxBytes / (1024 * 1024);

/** The text to show for a file the Dropzone refused, in the words the server would use. */
export function rejectionText(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
  if (codes.includes('file-too-large')) return `The photo must be at most ${PHOTO_MAX_MB} MB.`;
  if (codes.includes('too-many-files')) return 'Choose one photo.';
  return ERRORS.INVALID_IMAGE_FORMAT.text;
}

/** The height of a banner previewed `width` wide, in the stored banner's proportions. */
export function bannerHeight(width: number): number {
  return Math.round((width * PHOTO.backgroundSize.height) / PHOTO.backgroundSize.width);
}
