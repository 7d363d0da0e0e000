import { describe, expect, it } from 'vitest';
import { nextSkip } from './paging';

const page = (count: number, total: number) => ({ data: Array.from({ length: count }, (_, i) => i), total });

describe('nextSkip (Load more uses the count loaded as skip)', () => {
  it('asks from the count already loaded', () => {
    expect(nextSkip([page(6, 14)])).toBe(6);
    expect(nextSkip([page(6, 14), page(6, 14)])).toBe(12);
  });

  it('stops when everything is loaded', () => {
    expect(nextSkip([page(6, 14), page(6, 14), page(2, 14)])).toBeUndefined();
    expect(nextSkip([page(0, 0)])).toBeUndefined();
  });

  it('stops on an empty page even if the total grew meanwhile', () => {
    expect(nextSkip([page(6, 20), page(0, 20)])).toBeUndefined();
  });
});
