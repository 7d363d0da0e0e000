import { describe, expect, it } from 'vitest';
import { inviteLink, shareTargets } from './share-links';

describe('the invite link and its share targets', () => {
  it('names the inviter in the link', () => {
    expect(inviteLink('https://plaza.test', 'ada')).toBe('https://plaza.test/invite?from=ada');
    expect(inviteLink('http://localhost:3000', 'a&b')).toBe('http://localhost:3000/invite?from=a%26b');
  });

  it('builds the WhatsApp, Facebook and Twitter share addresses around the link', () => {
    const link = 'https://plaza.test/invite?from=ada';
    expect(shareTargets(link)).toEqual([
      {
        name: 'WhatsApp',
        href: 'https://wa.me/?text=Join%20me%20on%20Plaza%20https%3A%2F%2Fplaza.test%2Finvite%3Ffrom%3Dada',
      },
      {
        name: 'Facebook',
        href: 'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fplaza.test%2Finvite%3Ffrom%3Dada',
      },
      {
        name: 'Twitter',
        href: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fplaza.test%2Finvite%3Ffrom%3Dada&text=Join%20me%20on%20Plaza',
      },
    ]);
  });
});
