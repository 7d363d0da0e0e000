import { POST } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { checkEdit, type EditValues } from './edit-post-form';

const saved: EditValues = { title: 'Green tea', description: 'Brewing at 80°C', public: true };

describe('the video settings form', () => {
  it('has nothing to save until a value changes; spaces alone change nothing', () => {
    expect(checkEdit(saved, saved)).toEqual({ changed: false });
    expect(checkEdit(saved, { ...saved, title: '  Green tea ' })).toEqual({ changed: false });
  });

  it('sends only what changed, trimmed', () => {
    expect(checkEdit(saved, { ...saved, public: false })).toEqual({ changed: true, ok: true, body: { public: false } });
    expect(checkEdit(saved, { ...saved, title: ' Black tea ', description: '' })).toEqual({
      changed: true,
      ok: true,
      body: { title: 'Black tea', description: '' },
    });
  });

  it('refuses what the server would, in its words', () => {
    expect(checkEdit(saved, { ...saved, title: '   ' })).toEqual({
      changed: true,
      ok: false,
      errors: { title: 'Title is required' },
    });
    const long = checkEdit(saved, { ...saved, title: 'x'.repeat(POST.titleMax + 1) });
    expect(long).toMatchObject({ changed: true, ok: false, errors: { title: expect.stringMatching(/^Title: /) } });
  });
});
