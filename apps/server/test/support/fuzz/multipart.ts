import { REFUSED, type Expectation } from './values.js';

/** A request body sent as raw bytes with its own Content-Type (or none). */
export interface RawBody {
  contentType: string | null;
  raw: string;
}

export interface MultipartCase {
  name: string;
  body: RawBody;
  expect: Expectation;
  essential?: boolean;
}

const B = 'fuzzBoundary7MA4YWxkTrZu0gW';
const CRLF = '\r\n';
const type = (boundary = B) => `multipart/form-data; boundary=${boundary}`;

/** A part: a form field (no filename) or a file. */
export interface Part {
  name: string;
  value: string;
  filename?: string;
  contentType?: string;
}

/** A well-formed multipart/form-data body. */
export function multipart(parts: Part[], boundary = B): RawBody {
  const lines = parts.map((p) => {
    const disposition = `Content-Disposition: form-data; name="${p.name}"${p.filename === undefined ? '' : `; filename="${p.filename}"`}`;
    const headers = [disposition, ...(p.contentType ? [`Content-Type: ${p.contentType}`] : [])].join(CRLF);
    return `--${boundary}${CRLF}${headers}${CRLF}${CRLF}${p.value}${CRLF}`;
  });
  return { contentType: type(boundary), raw: `${lines.join('')}--${boundary}--${CRLF}` };
}

/** Not an image or a video: refused by its content once received. */
const JUNK = 'not a picture, not a video';

/**
 * Malformed and hostile multipart bodies for an upload whose file travels in `field`: each must
 * be refused with a 4xx, never a 5xx.
 */
export function malformedMultipart(field: string): MultipartCase[] {
  const file = (extra: Partial<Part> = {}): Part => ({
    name: field,
    value: JUNK,
    filename: 'upload.png',
    contentType: 'image/png',
    ...extra,
  });
  const opening = `--${B}${CRLF}Content-Disposition: form-data; name="${field}"; filename="a.png"${CRLF}${CRLF}`;
  const cases: MultipartCase[] = [
    { name: 'no boundary', body: { contentType: 'multipart/form-data', raw: 'x' }, expect: REFUSED, essential: true },
    {
      name: 'no boundary in the body',
      body: { contentType: type(), raw: 'just some text' },
      expect: REFUSED,
      essential: true,
    },
    { name: 'empty body', body: { contentType: type(), raw: '' }, expect: REFUSED, essential: true },
    { name: 'only the closing boundary', body: { contentType: type(), raw: `--${B}--${CRLF}` }, expect: REFUSED },
    { name: 'truncated part', body: { contentType: type(), raw: `${opening}abc` }, expect: REFUSED, essential: true },
    {
      name: 'part without disposition',
      body: {
        contentType: type(),
        raw: `--${B}${CRLF}Content-Type: text/plain${CRLF}${CRLF}abc${CRLF}--${B}--${CRLF}`,
      },
      expect: REFUSED,
    },
    {
      name: 'malformed part header',
      body: { contentType: type(), raw: `--${B}${CRLF}this is not a header${CRLF}${CRLF}abc${CRLF}--${B}--${CRLF}` },
      expect: REFUSED,
      essential: true,
    },
    {
      name: 'huge part header',
      body: {
        contentType: type(),
        raw: `--${B}${CRLF}X-Fuzz: ${'h'.repeat(100_000)}${CRLF}${opening.slice(B.length + 4)}abc${CRLF}--${B}--${CRLF}`,
      },
      expect: REFUSED,
    },
    { name: 'boundary of 200 characters', body: multipart([file()], 'b'.repeat(200)), expect: REFUSED },
    { name: 'the file as a text field', body: multipart([{ name: field, value: JUNK }]), expect: REFUSED },
    { name: 'the file under another name', body: multipart([file({ name: 'other' })]), expect: REFUSED },
    { name: 'NUL in the field name', body: multipart([file({ name: `${field}\u0000` })]), expect: REFUSED },
    {
      name: 'control characters in the file name',
      body: multipart([file({ filename: 'a\u0000\u001b.png' })]),
      expect: REFUSED,
    },
    { name: 'huge file name', body: multipart([file({ filename: `${'n'.repeat(5_000)}.png` })]), expect: REFUSED },
    { name: 'two files', body: multipart([file(), file()]), expect: REFUSED },
    {
      name: 'many fields',
      body: multipart(Array.from({ length: 200 }, (_, i) => ({ name: `f${i}`, value: 'v' }))),
      expect: REFUSED,
    },
    { name: 'not an image or a video', body: multipart([file()]), expect: REFUSED },
    {
      name: 'multipart/mixed',
      body: { ...multipart([file()]), contentType: `multipart/mixed; boundary=${B}` },
      expect: REFUSED,
    },
    { name: 'JSON instead of a form', body: { contentType: 'application/json', raw: '{}' }, expect: REFUSED },
    { name: 'no content type', body: { contentType: null, raw: JUNK }, expect: REFUSED },
  ];
  return cases;
}

/** The text fields of an upload, one of them bad, before a file that is not a video. */
export function multipartFields(fields: Record<string, unknown>, field: string): RawBody {
  const parts: Part[] = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) }));
  return multipart([...parts, { name: field, value: JUNK, filename: 'upload.mp4', contentType: 'video/mp4' }]);
}
