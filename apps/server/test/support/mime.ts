/**
 * Just enough MIME to read the mails Plaza sends (multipart/alternative with a text and an
 * HTML part, quoted-printable or base64), so tests read a mail as a mail client would.
 */
export interface MailAttachmentPart {
  filename: string;
  contentType: string;
  content: string;
}

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  /** Parts sent as attachments (Content-Disposition: attachment), decoded as UTF-8 text. */
  attachments: MailAttachmentPart[];
}

function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** Decodes `=?UTF-8?Q?...?=` and `=?UTF-8?B?...?=` words in a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function collectParts(raw: string, into: { text: string; html: string; attachments: MailAttachmentPart[] }): void {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const disposition = headers.get('content-disposition') ?? '';
  if (/^attachment/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
    // The line break before the next boundary belongs to the boundary, not to the content.
    into.attachments.push({ filename, contentType: type, content: decodeBody(headers, body.replace(/\r?\n$/, '')) });
  } else if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectParts(part.replace(/^\r?\n/, ''), into);
    }
  } else if (type.toLowerCase().startsWith('text/html')) {
    into.html += decodeBody(headers, body);
  } else if (type.toLowerCase().startsWith('text/plain')) {
    into.text += decodeBody(headers, body);
  }
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitEntity(raw);
  const parts = { text: '', html: '', attachments: [] as MailAttachmentPart[] };
  collectParts(raw, parts);
  return { headers, subject: decodeHeader(headers.get('subject') ?? ''), ...parts };
}
