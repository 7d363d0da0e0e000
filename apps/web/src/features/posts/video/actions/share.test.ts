import { describe, expect, it, vi } from 'vitest';
import { sharePage } from './share';

const page = { title: 'Oolong', url: 'http://plaza.test/video/1' };

describe('sharing the video page', () => {
  it('uses the share sheet where there is one', async () => {
    const share = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    expect(await sharePage(page, { share, writeText })).toBe('shared');
    expect(share).toHaveBeenCalledWith(page);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address otherwise, or when the share sheet fails', async () => {
    const writeText = vi.fn(async () => undefined);
    expect(await sharePage(page, { writeText })).toBe('copied');
    const broken = vi.fn(async () => Promise.reject(new DOMException('no', 'NotAllowedError')));
    expect(await sharePage(page, { share: broken, writeText })).toBe('copied');
    expect(writeText).toHaveBeenLastCalledWith(page.url);
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const writeText = vi.fn(async () => undefined);
    const closed = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    expect(await sharePage(page, { share: closed, writeText })).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('says it failed when neither works', async () => {
    expect(await sharePage(page, {})).toBe('failed');
    expect(await sharePage(page, { writeText: async () => Promise.reject(new Error('denied')) })).toBe('failed');
  });
});
