import { describe, expect, it } from 'vitest';
import { splitLinks } from './split-links';

describe('splitLinks', () => {
  it('cuts a mail text into text and links, in order', () => {
    expect(splitLinks('Hello,\n\nVerify: http://plaza.test/verify-email/a_B-1\n\nBye')).toEqual([
      { text: 'Hello,\n\nVerify: ', link: false },
      { text: 'http://plaza.test/verify-email/a_B-1', link: true },
      { text: '\n\nBye', link: false },
    ]);
  });

  it('finds several links, one at each end', () => {
    expect(splitLinks('https://a.test/x and https://b.test/y')).toEqual([
      { text: 'https://a.test/x', link: true },
      { text: ' and ', link: false },
      { text: 'https://b.test/y', link: true },
    ]);
  });

  it('leaves a text without links whole, and other schemes alone', () => {
    expect(splitLinks('no links; javascript:alert(1) ftp://x')).toEqual([
      { text: 'no links; javascript:alert(1) ftp://x', link: false },
    ]);
    expect(splitLinks('')).toEqual([]);
  });
});
