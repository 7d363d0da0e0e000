/** The photo formats the spec accepts, told apart by their content, never by name or mime type. */
export type PhotoFormat = 'jpeg' | 'png' | 'bmp' | 'svg';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(head: Buffer, bytes: number[]): boolean {
  return bytes.every((byte, i) => head[i] === byte);
}

/**
 * An SVG is XML text whose root element is <svg>: an optional BOM, XML declaration, comments
 * and doctype may come first. Entity declarations are refused (entity expansion attacks).
 */
function isSvg(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  if (/<!ENTITY/i.test(text)) return false;
  const prolog = /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE\s+svg[^>]*>\s*)*/i;
  const rest = text.replace(prolog, '');
  return /^<svg[\s>]/i.test(rest);
}

/** Detects the format from the file's first bytes (for SVG, its whole text); null: not a photo. */
export function detectPhotoFormat(head: Buffer): PhotoFormat | null {
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (head[0] === 0x42 && head[1] === 0x4d) return 'bmp';
  if (isSvg(head)) return 'svg';
  return null;
}
