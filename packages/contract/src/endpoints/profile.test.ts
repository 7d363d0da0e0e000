import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../openapi.js';
import { PHOTO_FILE_PATTERN, profile, profileUpdateBody } from './profile.js';

type Doc = { paths: Record<string, Record<string, Record<string, unknown>>> };

describe('profile endpoints', () => {
  it('documents the photo upload as multipart form data with a binary photoFile', () => {
    const doc = buildOpenApiDocument('http://localhost:8000') as Doc;
    const upload = doc.paths['/user/display-photo']!.put!;
    expect(upload.requestBody).toEqual({
      content: {
        'multipart/form-data': {
          schema: expect.objectContaining({
            properties: { photoFile: expect.objectContaining({ type: 'string', format: 'binary' }) },
            required: ['photoFile'],
          }),
        },
      },
    });
    expect(profile.uploadPhoto.bodyType).toBe('multipart');
  });

  it('documents the photo itself as image bytes, not JSON', () => {
    const doc = buildOpenApiDocument('http://localhost:8000') as Doc;
    const responses = doc.paths['/user/display-photo/{file}']!.get!.responses as Record<string, { content: object }>;
    expect(Object.keys(responses['200']!.content)).toEqual(['image/webp']);
  });

  it('lets an update carry either field alone, each under the spec rules', () => {
    expect(profileUpdateBody.safeParse({ fullName: 'Ada' }).success).toBe(true);
    expect(profileUpdateBody.safeParse({ userName: 'ada_l' }).success).toBe(true);
    expect(profileUpdateBody.safeParse({ userName: 'no way' }).success).toBe(false);
  });

  it('names stored photos strictly', () => {
    expect(PHOTO_FILE_PATTERN.test(`${'0a'.repeat(16)}.webp`)).toBe(true);
    for (const bad of ['../x.webp', `${'0a'.repeat(16)}.svg`, `${'A'.repeat(32)}.webp`]) {
      expect(PHOTO_FILE_PATTERN.test(bad), bad).toBe(false);
    }
  });
});
