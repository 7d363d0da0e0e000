import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './LinkifiedText';
import { linkify, safeHref } from './linkify';
import { renderApp } from '../../../testing/render-app';

describe('linkify', () => {
  it('finds http(s) links and leaves the sentence around them as text', () => {
    expect(linkify('See https://plaza.test/a?b=1, and http://x.test.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://plaza.test/a?b=1', href: 'https://plaza.test/a?b=1' },
      { kind: 'text', text: ', and ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test/' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps a closing bracket that belongs to the address', () => {
    const parts = linkify('(see https://en.wikipedia.org/wiki/Tea_(drink))');
    expect(parts[1]).toMatchObject({ kind: 'link', text: 'https://en.wikipedia.org/wiki/Tea_(drink)' });
    expect(parts[2]).toEqual({ kind: 'text', text: ')' });
  });

  it('finds @mentions of usernames, but not e-mail addresses or too short names', () => {
    expect(linkify('Thanks @grace_h! Mail ada@plaza.test or @abc')).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', text: '@grace_h', userName: 'grace_h' },
      { kind: 'text', text: '! Mail ada@plaza.test or @abc' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    expect(linkify('javascript:alert(1) data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x' },
    ]);
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('https://ok.test')).toBe('https://ok.test/');
  });
});

describe('LinkifiedText', () => {
  const show = (text: string) =>
    renderApp(
      <div data-testid="out">
        <LinkifiedText text={text} />
      </div>,
    ).getByTestId('out');

  it('opens links in a new tab without giving the page away, and mentions go to the profile', () => {
    const out = show('Watch https://plaza.test/v by @grace_h');
    const [link, mention] = Array.from(out.querySelectorAll('a'));
    expect(link!.getAttribute('href')).toBe('https://plaza.test/v');
    expect(link!.getAttribute('target')).toBe('_blank');
    expect(link!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(mention!.getAttribute('href')).toBe('/user/grace_h');
    expect(mention!.textContent).toBe('@grace_h');
  });

  it('shows markup as text: no script, no javascript: link', () => {
    const out = show('<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)>');
    expect(out.querySelector('script')).toBeNull();
    expect(out.querySelector('img')).toBeNull();
    expect(out.querySelectorAll('a')).toHaveLength(0);
    expect(out.innerHTML).not.toContain('<script');
    expect(out).toHaveTextContent('<script>alert(1)</script>');
  });
});
