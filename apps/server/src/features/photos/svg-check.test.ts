import { SVG_LIMITS } from '@plaza/contract';
import { describe, expect, it } from 'vitest';
import { checkSvg, MAX_SURFACES } from './svg-check.js';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`;

/** `levels` groups, each using the one before it `fan` times. */
function fanOut(levels: number, fan: number): string {
  let defs = '<rect id="l0" width="1" height="1"/>';
  for (let level = 1; level <= levels; level += 1) {
    defs += `<g id="l${level}">${`<use href="#l${level - 1}"/>`.repeat(fan)}</g>`;
  }
  return svg(`<defs>${defs}</defs><use href="#l${levels}"/>`);
}

describe('checkSvg accepts what photos are made of', () => {
  it.each([
    ['a plain drawing', svg('<circle cx="5" cy="5" r="4" fill="teal"/>')],
    ['a script, which is never run (the SVG is only drawn)', svg('<script>alert(1)</script><rect/>')],
    [
      'an editor export: declaration, comment, W3C doctype, style sheet with a gradient class',
      '\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: an editor -->\n' +
        '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n' +
        '<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">' +
        '<style type="text/css"><![CDATA[ .st0{fill:url(#SVGID_1_);} ]]></style>' +
        '<linearGradient id="SVGID_1_"><stop offset="0" style="stop-color:#FF0000"/><stop offset="1"/></linearGradient>' +
        `${'<rect class="st0" width="10" height="10"/>'.repeat(2000)}</svg>`,
    ],
    ['a few hundred uses of a shape', fanOut(2, 20)],
    [
      'a filter used a few times',
      svg(`<filter id="f"><feGaussianBlur/></filter>${'<rect filter="url(#f)"/>'.repeat(50)}`),
    ],
    ['a link, which loads nothing', svg('<a href="https://example.com"><rect/></a>')],
    ['an attribute holding > and entities', svg('<rect title="a &gt; b &amp; c &#x263A;" width="1" height="1"/>')],
    [
      `groups nested ${SVG_LIMITS.maxDepth - 1} deep`,
      svg(`${'<g>'.repeat(SVG_LIMITS.maxDepth - 1)}${'</g>'.repeat(SVG_LIMITS.maxDepth - 1)}`),
    ],
  ])('%s', (_name, text) => {
    expect(checkSvg(text)).toBe('ok');
  });
});

describe('checkSvg refuses what asks for too much drawing', () => {
  it.each([
    ['ten levels of ten <use>', fanOut(10, 10)],
    ['thirty levels of two <use>', fanOut(30, 2)],
    [`more than ${SVG_LIMITS.maxDrawn} shapes once references are followed`, fanOut(3, 40)],
    [`more than ${SVG_LIMITS.maxElements} elements`, svg('<rect/>'.repeat(SVG_LIMITS.maxElements))],
    [
      `groups nested deeper than ${SVG_LIMITS.maxDepth}`,
      svg(`${'<g>'.repeat(SVG_LIMITS.maxDepth)}${'</g>'.repeat(SVG_LIMITS.maxDepth)}`),
    ],
    [
      `a filter on more than ${MAX_SURFACES} elements through a style sheet`,
      svg(`<filter id="f"><feGaussianBlur/></filter><style>*{filter:url(#f)}</style>${'<rect/>'.repeat(MAX_SURFACES)}`),
    ],
    [
      'patterns filled with patterns',
      svg(
        '<pattern id="p0"><rect/></pattern>' +
          Array.from(
            { length: 8 },
            (_, i) => `<pattern id="p${i + 1}">${`<rect fill="url(#p${i})"/>`.repeat(3)}</pattern>`,
          ).join('') +
          '<rect fill="url(#p8)"/>',
      ),
    ],
  ])('%s', (_name, text) => {
    expect(checkSvg(text)).toBe('too-complex');
  });
});

describe('checkSvg refuses what it cannot read safely', () => {
  it.each([
    ['an image from the web', svg('<image href="http://example.com/a.png"/>')],
    [
      'an image from a file',
      svg('<image xlink:href="file:///etc/passwd" xmlns:xlink="http://www.w3.org/1999/xlink"/>'),
    ],
    ['an embedded data: image', svg('<image href="data:image/png;base64,AAAA"/>')],
    ['a <use> of another document', svg('<use href="other.svg#a"/>')],
    ['a paint from the web', svg('<rect fill="url(http://example.com/a.svg#g)"/>')],
    ['an unclosed url(', svg('<rect fill="url(http://example.com/a"/>')],
    ['url( spelled with a CSS escape', svg('<rect style="fill:u\\72 l(http://example.com/)"/>')],
    ['url( spelled with a character reference', svg('<rect fill="&#117;rl(http://example.com/)"/>')],
    ['a style sheet import', svg('<style>@import url(#x);</style>')],
    ['a style sheet import in CDATA', svg('<style><![CDATA[ @import "http://example.com/a.css"; ]]></style>')],
    ['an xml-stylesheet instruction', `<?xml version="1.0"?><?xml-stylesheet href="a.css" type="text/css"?>${svg('')}`],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY a "aaaa">]>${svg('<text>&a;</text>')}`],
    ['an undeclared entity', svg('<text title="&a;"/>')],
    ['a doctype naming a local file', `<!DOCTYPE svg SYSTEM "file:///etc/passwd">${svg('')}`],
    ['XInclude', svg('<xi:include xmlns:xi="http://www.w3.org/2001/XInclude" href="#a"/>')],
    ['xml:base', svg('<g xml:base="http://example.com/"><rect/></g>')],
    ['a <use> of its own group', svg('<g id="a"><use href="#a"/></g>')],
    ['two <use> of each other', svg('<use id="a" href="#b"/><use id="b" href="#a"/>')],
    ['an unclosed element', svg('<g>')],
    ['mismatched tags', svg('<g></h>')],
    ['two root elements', `${svg('')}${svg('')}`],
    ['a root that is not <svg>', '<html><svg></svg></html>'],
    ['text outside the root', `${svg('')} trailing`],
    ['an attribute without quotes', svg('<rect width=1/>')],
    ['an attribute holding <', svg('<rect title="a < b"/>')],
    ['an unclosed comment', svg('<!-- never closed')],
  ])('%s', (_name, text) => {
    expect(checkSvg(text)).toBe('invalid');
  });
});
