import { describe, expect, it } from 'vitest';
import { TWO_COLUMNS_MIN_PX, messagesLayout } from './messages-layout';

describe('the layout of /messages', () => {
  it('shows both columns where they fit, and before anything was measured', () => {
    expect(messagesLayout(TWO_COLUMNS_MIN_PX, false)).toBe('both');
    expect(messagesLayout(1200, true)).toBe('both');
    expect(messagesLayout(0, true)).toBe('both');
  });

  it('shows the list or the open conversation on a narrow screen', () => {
    expect(messagesLayout(TWO_COLUMNS_MIN_PX - 1, false)).toBe('list');
    expect(messagesLayout(360, true)).toBe('pane');
  });
});
