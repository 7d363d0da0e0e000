import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './local-path.js';

describe('safeLocalPath', () => {
  it.each([
    ['/contacts', '/contacts'],
    ['https://evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(safeLocalPath(input)).toBe(expected);
  });
});
