import { SVG_LIMITS } from '@plaza/contract';

/**
 * What an uploaded SVG is: one we may rasterise, one we refuse to read (malformed, or reaching
 * outside itself), or one that asks for too much drawing.
 */
export type SvgVerdict = 'ok' | 'invalid' | 'too-complex';

/** Internal references only: `#id`. Anything else (a URL, a file, a data: URI) would load something. */
const FRAGMENT = /^#([^\s#]+)$/;
const URL_FUNCTION = /url\(\s*(['"]?)([^'")]*)\1\s*\)/gi;
/** Sticky patterns, matched where the reader stands without copying the text. */
const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const SPACE = /\s*/y;
const EQUALS = /\s*=\s*(["'])/y;
const END_TAG = /<\/([^\s>]+)\s*>/y;
/** `<!DOCTYPE svg>`, optionally naming the W3C's public SVG DTD. */
const W3C_DOCTYPE = /^DOCTYPE\s+svg(?:\s+PUBLIC\s+(["'])[^"'<>:]*\1\s+(["'])http:\/\/www\.w3\.org\/[^"'<>\s]*\2)?\s*$/;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/**
 * Referenced elements that make librsvg draw a whole offscreen surface for each use. Counted on
 * their own, as one of them costs far more than a shape.
 */
const SURFACES = new Set(['filter', 'mask', 'pattern']);
export const MAX_SURFACES = 100;
/** Gradients only describe a paint: each use of one costs one element, whatever it holds. */
const PAINTS = new Set(['linearGradient', 'radialGradient']);
/** Properties a style sheet can point at an element (fill, stroke, filter, mask, clip-path, 3 markers). */
const SHEET_PROPERTIES = 8;

interface Element {
  name: string;
  children: number[];
  /** Ids this element refers to (href, url(#…) in its attributes). */
  refs: string[];
}

class Refused extends Error {
  constructor(readonly verdict: Exclude<SvgVerdict, 'ok'>) {
    super(verdict);
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Decodes XML character references; any named entity but the five predefined ones is refused. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;\s&]*);?/g, (match, body: string) => {
    if (!match.endsWith(';')) throw new Refused('invalid');
    if (body in PREDEFINED) return PREDEFINED[body]!;
    const code = /^#x([0-9a-f]{1,6})$/i.exec(body)?.[1] ?? /^#([0-9]{1,7})$/.exec(body)?.[1];
    if (code === undefined) throw new Refused('invalid');
    const point = Number.parseInt(code, body[1] === 'x' || body[1] === 'X' ? 16 : 10);
    if (point > 0x10ffff) throw new Refused('invalid');
    return String.fromCodePoint(point);
  });
}

/**
 * The ids named by url() in CSS text (a style attribute or a style sheet). CSS escapes could spell
 * `url(` or `@import` in ways a plain search misses, so backslashes are refused outright.
 */
function cssReferences(css: string): string[] {
  if (css.includes('\\')) throw new Refused('invalid');
  // Most values name no url and import nothing: answered without a regular expression.
  if (!css.includes('(') && !css.includes('@')) return [];
  if (/@import/i.test(css)) throw new Refused('invalid');
  const urls = [...css.matchAll(URL_FUNCTION)];
  // An url( this pattern cannot read (unclosed, say) is refused rather than left unchecked.
  if (urls.length !== (css.match(/url\(/gi)?.length ?? 0)) throw new Refused('invalid');
  return urls.map((m) => fragmentId(m[2]!.trim()));
}

function fragmentId(reference: string): string {
  const id = FRAGMENT.exec(reference)?.[1];
  if (id === undefined) throw new Refused('invalid');
  return id;
}

/** A strict reader of the XML an SVG is made of: it refuses what it does not understand. */
class SvgReader {
  readonly elements: Element[] = [];
  readonly ids = new Map<string, number>();
  /** References from style sheets: they may apply to every element. */
  readonly sheetRefs: string[] = [];
  private readonly open: number[] = [];
  private sheet = '';
  private pos = 0;

  constructor(private readonly text: string) {}

  read(): void {
    const { text } = this;
    while (this.pos < text.length) {
      const lt = text.indexOf('<', this.pos);
      this.onText(text.slice(this.pos, lt === -1 ? text.length : lt));
      if (lt === -1) break;
      this.pos = lt;
      if (text.startsWith('<!--', lt)) this.take('<!--', '-->');
      else if (text.startsWith('<![CDATA[', lt)) this.onText(this.take('<![CDATA[', ']]>'), true);
      else if (text.startsWith('<?', lt)) this.onInstruction(lt, this.take('<?', '?>'));
      else if (text.startsWith('<!DOCTYPE', lt)) this.onDoctype(this.take('<!', '>'));
      else if (text.startsWith('</', lt)) this.onEndTag();
      else this.onStartTag();
    }
    if (this.open.length > 0 || this.elements.length === 0) throw new Refused('invalid');
    if (localName(this.elements[0]!.name) !== 'svg') throw new Refused('invalid');
  }

  /** What lies between `start` (at the current position) and `end`; moves past `end`. */
  private take(start: string, end: string): string {
    const at = this.text.indexOf(end, this.pos + start.length);
    if (at === -1) throw new Refused('invalid');
    const body = this.text.slice(this.pos + start.length, at);
    this.pos = at + end.length;
    return body;
  }

  private onText(chunk: string, raw = false): void {
    if (chunk.trim() === '') return;
    // Text outside the root element is not XML; inside a style element it is a style sheet.
    if (this.open.length === 0) throw new Refused('invalid');
    const current = this.elements[this.open.at(-1)!]!;
    if (localName(current.name) === 'style') this.sheet += raw ? chunk : decodeEntities(chunk);
  }

  /** Only the XML declaration, first in the file; xml-stylesheet and the rest could load files. */
  private onInstruction(at: number, body: string): void {
    if (at !== 0 || !/^xml\s/.test(body)) throw new Refused('invalid');
  }

  /** A doctype may name the W3C's SVG DTD, never declare anything itself (entities) or load a file. */
  private onDoctype(body: string): void {
    if (this.elements.length > 0 || !W3C_DOCTYPE.test(body)) throw new Refused('invalid');
  }

  /** Matches a sticky pattern at the current position. */
  private match(pattern: RegExp, at = this.pos): RegExpExecArray | null {
    pattern.lastIndex = at;
    return pattern.exec(this.text);
  }

  private onEndTag(): void {
    const match = this.match(END_TAG);
    const index = this.open.pop();
    if (!match || index === undefined || this.elements[index]!.name !== match[1]) throw new Refused('invalid');
    this.pos += match[0].length;
    if (localName(match[1]!) === 'style') this.closeSheet();
  }

  private closeSheet(): void {
    this.sheetRefs.push(...cssReferences(this.sheet));
    this.sheet = '';
  }

  private onStartTag(): void {
    const name = this.match(NAME, this.pos + 1)?.[0];
    // A second root element, or XInclude (which reads other files), is refused.
    if (!name || localName(name) === 'include') throw new Refused('invalid');
    if (this.open.length === 0 && this.elements.length > 0) throw new Refused('invalid');
    const index = this.elements.length;
    const element: Element = { name, children: [], refs: [] };
    this.elements.push(element);
    if (this.elements.length > SVG_LIMITS.maxElements) throw new Refused('too-complex');
    if (this.open.length > 0) this.elements[this.open.at(-1)!]!.children.push(index);
    this.pos += 1 + name.length;
    if (this.readAttributes(element, index)) {
      if (localName(name) === 'style') this.closeSheet();
      return;
    }
    this.open.push(index);
    if (this.open.length > SVG_LIMITS.maxDepth) throw new Refused('too-complex');
  }

  /** Reads `name="value"` pairs up to `>` or `/>`; answers whether the tag closed itself. */
  private readAttributes(element: Element, index: number): boolean {
    const { text } = this;
    for (;;) {
      const spaced = this.match(SPACE)![0].length;
      this.pos += spaced;
      if (text.startsWith('/>', this.pos)) {
        this.pos += 2;
        return true;
      }
      if (text.startsWith('>', this.pos)) {
        this.pos += 1;
        return false;
      }
      const name = spaced > 0 ? this.match(NAME)?.[0] : undefined;
      if (!name) throw new Refused('invalid');
      this.pos += name.length;
      const eq = this.match(EQUALS);
      if (!eq) throw new Refused('invalid');
      this.pos += eq[0].length;
      const end = text.indexOf(eq[1]!, this.pos);
      const raw = text.slice(this.pos, end);
      if (end === -1 || raw.includes('<')) throw new Refused('invalid');
      this.pos = end + 1;
      this.onAttribute(element, index, name, decodeEntities(raw));
    }
  }

  private onAttribute(element: Element, index: number, name: string, value: string): void {
    const local = localName(name);
    if (local === 'href') {
      // A link (<a href>) loads nothing; every other href draws what it names.
      if (value.trim() !== '' && localName(element.name) !== 'a') element.refs.push(fragmentId(value.trim()));
      return;
    }
    if (local === 'id') this.ids.set(value, index);
    if (name === 'xml:base') throw new Refused('invalid');
    // Presentation attributes (fill, mask, filter, style, ...) are read as CSS.
    element.refs.push(...cssReferences(value));
  }
}

interface Cost {
  /** Elements drawn, once every reference is followed. */
  drawn: number;
  /** Offscreen surfaces drawn (filters, masks, patterns), once every reference is followed. */
  surfaces: number;
}

const capped = (n: number) => Math.min(n, Number.MAX_SAFE_INTEGER);

/** What one reference to an element costs: what it draws, and a surface for a filter, mask or pattern. */
function useCost(target: Element, cost: Cost): Cost {
  const name = localName(target.name);
  if (PAINTS.has(name)) return { drawn: 1, surfaces: 0 };
  return { drawn: cost.drawn, surfaces: cost.surfaces + (SURFACES.has(name) ? 1 : 0) };
}
const NEW = 0;
const OPEN = 1;

/**
 * What each element costs with its children and everything it refers to: a depth-first walk
 * without recursion (a chain of references can be long) that refuses a reference cycle.
 */
function costs(reader: SvgReader): Cost[] {
  const { elements, ids } = reader;
  const cost: (Cost | typeof NEW | typeof OPEN)[] = elements.map(() => NEW);
  const targetsOf = (i: number) => elements[i]!.refs.flatMap((id) => (ids.has(id) ? [ids.get(id)!] : []));
  const done = (j: number) => cost[j] as Cost;
  for (let root = 0; root < elements.length; root += 1) {
    const stack = [root];
    while (stack.length > 0) {
      const i = stack.at(-1)!;
      const state = cost[i]!;
      if (state === NEW) {
        cost[i] = OPEN;
        for (const j of [...elements[i]!.children, ...targetsOf(i)]) {
          if (cost[j] === OPEN) throw new Refused('invalid');
          if (cost[j] === NEW) stack.push(j);
        }
        continue;
      }
      stack.pop();
      if (state !== OPEN) continue;
      // Everything it needs was above it on the stack, so it is done.
      let drawn = 1;
      let surfaces = 0;
      for (const j of elements[i]!.children) {
        drawn += done(j).drawn;
        surfaces += done(j).surfaces;
      }
      for (const j of targetsOf(i)) {
        const use = useCost(elements[j]!, done(j));
        drawn += use.drawn;
        surfaces += use.surfaces;
      }
      cost[i] = { drawn: capped(drawn), surfaces: capped(surfaces) };
    }
  }
  return cost as Cost[];
}

/**
 * Checks an SVG before anything draws it: well-formed and self-contained (no entities, no
 * external or data: references, no style sheet imports), at most SVG_LIMITS.maxElements
 * elements nested at most SVG_LIMITS.maxDepth deep, and at most SVG_LIMITS.maxDrawn elements
 * (MAX_SURFACES filters, masks and patterns) to draw once every reference is followed.
 */
export function checkSvg(svg: string): SvgVerdict {
  const reader = new SvgReader(svg.replace(/^\uFEFF/, ''));
  try {
    reader.read();
    const cost = costs(reader);
    let { drawn, surfaces } = cost[0]!;
    // A style sheet rule may give every element the fill, filter, mask ... it names.
    const sheetUses = reader.sheetRefs.flatMap((id) => {
      const target = reader.ids.get(id);
      return target === undefined ? [] : [useCost(reader.elements[target]!, cost[target]!)];
    });
    if (sheetUses.length > 0) {
      const perElement = Math.min(SHEET_PROPERTIES, sheetUses.length) * reader.elements.length;
      drawn += perElement * sheetUses.reduce((most, use) => Math.max(most, use.drawn), 0);
      surfaces += perElement * sheetUses.reduce((most, use) => Math.max(most, use.surfaces), 0);
    }
    return drawn > SVG_LIMITS.maxDrawn || surfaces > MAX_SURFACES ? 'too-complex' : 'ok';
  } catch (error) {
    if (error instanceof Refused) return error.verdict;
    throw error;
  }
}
