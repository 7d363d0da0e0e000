import { describe, expect, it } from 'vitest';
import { presenceText } from './presence-text';

const now = new Date('2026-03-04T12:00:00.000Z');

describe('presenceText', () => {
  it('says Online while connected, whatever the last date', () => {
    expect(presenceText(true, '2026-03-01T12:00:00.000Z', now)).toBe('Online');
  });

  it('says when an offline contact was last seen', () => {
    expect(presenceText(false, '2026-03-04T11:55:00.000Z', now)).toBe('Last seen 5 minutes ago');
    expect(presenceText(false, '2026-03-03T11:00:00.000Z', now)).toBe('Last seen yesterday');
  });

  it('says Offline for someone never seen', () => {
    expect(presenceText(false, null, now)).toBe('Offline');
  });
});
