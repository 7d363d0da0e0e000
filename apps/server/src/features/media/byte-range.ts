import type { ByteRange } from '../../lib/storage.js';

/** A Range header read against a file's size: the whole file, one range, or none satisfiable. */
export type RangeRequest = { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * Reads `bytes=start-end`, `bytes=start-` and `bytes=-suffix` (RFC 9110 §14.1.2). A header that
 * is absent, malformed or asks for several ranges is answered with the whole file, as the RFC
 * allows; a range starting past the end is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  const match = header ? SINGLE_RANGE.exec(header.trim()) : null;
  if (!match) return { kind: 'full' };
  const first = match[1] ?? '';
  const last = match[2] ?? '';
  if (first === '' && last === '') return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
}
