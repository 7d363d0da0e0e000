import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './local-path.js';

describe('safeLocalPath', () => {
  it.each([
    '/',
    '/contacts',
    '/search/post/cats?x=1#top',
    '/video/0b9f5c1e-6a51-4c1e-9d8e-2f1f3a4b5c6d',
    '/search/post/caf%C3%A9',
    '/search/post/café',
    // An encoded slash inside the path is part of a value, not a new start.
    '/search/post/a%2Fb',
    '/user/ada_lovelace?next=//elsewhere',
    '/settings/personal-settings#photo',
    '/a/.hidden/b...c',
  ])('keeps the plain local path %j', (input) => {
    expect(safeLocalPath(input)).toBe(input);
  });

  it.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['relative', 'contacts'],
    ['absolute URL', 'https://evil.example'],
    ['scheme', 'javascript:alert(1)'],
    ['protocol-relative', '//evil.example'],
    ['backslash start', '/\\evil.example'],
    ['backslash inside', '/a\\b'],
    ['tab after the slash', '/\t/evil.example/x'],
    ['tab inside the start', '/\t\t/evil.example'],
    ['line feed', '/\n/evil.example'],
    ['carriage return', '/\r/evil.example'],
    ['NUL', '/\u0000/evil.example'],
    ['DEL', '/\u007f/evil.example'],
    ['C1 control', '/\u0085/evil.example'],
    ['leading space', ' //evil.example'],
    ['encoded tab', '/%09/evil.example/x'],
    ['encoded slash at the start', '/%2F/evil.example'],
    ['encoded slash, lower case', '/%2f%2fevil.example'],
    ['encoded backslash at the start', '/%5Cevil.example'],
    ['doubly encoded slash', '/%252F/evil.example'],
    ['trebly encoded slash', '/%25252F/evil.example'],
    ['encoded line feed', '/%0A/evil.example'],
    ['dot-dot climb', '/..//evil.example'],
    ['dot climb', '/.//evil.example'],
    ['dot-dot in the middle', '/a/../..//evil.example'],
    ['encoded dot-dot', '/%2e%2e//evil.example'],
    ['half-encoded dot-dot', '/.%2E//evil.example'],
    ['malformed encoding', '/%E0%A4%A'],
    ['lone percent', '/100%'],
    ['too long', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_, input) => {
    expect(safeLocalPath(input)).toBeNull();
  });
});
