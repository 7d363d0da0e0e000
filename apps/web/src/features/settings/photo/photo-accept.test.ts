import type { FileRejection } from '@mantine/dropzone';
import { describe, expect, it } from 'vitest';
import { PHOTO_ACCEPT, rejectionText } from './photo-accept';

const rejected = (code: string): FileRejection[] => [
  {
    file: Object.assign(new File(['x'], 'x.gif'), { path: 'x.gif', relativePath: 'x.gif' }),
    errors: [{ code, message: code }],
  },
];

describe('photo upload rules', () => {
  it('accepts the contract types, each with its extensions', () => {
    expect(PHOTO_ACCEPT).toEqual({
      'image/jpeg': ['.jpg', '.jpeg'],
      'image/png': ['.png'],
      'image/bmp': ['.bmp'],
      'image/svg+xml': ['.svg'],
    });
  });

  it('explains a refused file', () => {
    expect(rejectionText(rejected('file-invalid-type'))).toBe('Please upload a valid image format!');
    expect(rejectionText(rejected('file-too-large'))).toBe('The photo must be at most 5 MB.');
    expect(rejectionText(rejected('too-many-files'))).toBe('Choose one photo.');
  });
});
