import { describe, expect, it } from 'vitest';
import { isPhotoContent } from './photo-content';

const bytes = (...values: number[]) => new Blob([new Uint8Array([...values, 0, 0, 0, 0])]);

describe('a chosen photo’s content', () => {
  it('is recognised by its first bytes as JPEG, PNG or BMP', async () => {
    expect(await isPhotoContent(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe(true);
    expect(await isPhotoContent(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(true);
    expect(await isPhotoContent(bytes(0x42, 0x4d))).toBe(true);
  });

  it('is recognised as SVG after an XML declaration and a comment', async () => {
    const svg = '<?xml version="1.0"?>\n<!-- drawn by hand -->\n<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(await isPhotoContent(new Blob([svg]))).toBe(true);
  });

  it('is refused when it is text, a PDF or a half PNG signature, whatever the name says', async () => {
    expect(await isPhotoContent(new Blob(['just some notes']))).toBe(false);
    expect(await isPhotoContent(new Blob(['%PDF-1.7 ...']))).toBe(false);
    expect(await isPhotoContent(bytes(0x89, 0x50, 0x4e))).toBe(false);
    expect(await isPhotoContent(new Blob([]))).toBe(false);
  });
});
