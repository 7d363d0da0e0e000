const SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x42, 0x4d], // BMP
];
/** Enough of an SVG's start to pass an XML declaration, a doctype and a comment or two. */
const HEAD_BYTES = 4096;

/**
 * Whether a chosen file's content is one of the photo formats (PHOTO.extensions), read from its first
 * bytes: its name and type come from the extension alone, and a renamed file would preview as a broken
 * picture before the server refused it. The server checks the content again.
 */
export async function isPhotoContent(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  if (SIGNATURES.some((signature) => signature.every((byte, i) => head[i] === byte))) return true;
  return /<svg[\s>]/i.test(new TextDecoder().decode(head));
}
