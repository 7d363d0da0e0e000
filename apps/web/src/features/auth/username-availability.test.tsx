import { TIMING } from '../../lib/presentation';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  availabilityNote,
  shouldCheckUserName,
  useUserNameAvailability,
  type UserNameChecker,
} from './username-availability';

describe('shouldCheckUserName', () => {
  it.each(['ada_', 'Ada_Lovelace_18', 'abcd', 'a'.repeat(16)])('asks about %s', (name) => {
    expect(shouldCheckUserName(name)).toBe(true);
  });

  it.each(['', 'ada', 'a'.repeat(17), 'ada lovelace', 'ada-l', 'adá_'])('does not ask about "%s"', (name) => {
    expect(shouldCheckUserName(name)).toBe(false);
  });
});

describe('availabilityNote', () => {
  it('says nothing while typing or checking', () => {
    expect(availabilityNote(null)).toBeNull();
    expect(availabilityNote({ userName: 'ada_l', status: 'checking' })).toBeNull();
  });

  it('uses the contract words, green when free and red when taken', () => {
    expect(availabilityNote({ userName: 'ada_l', status: 'available' })).toEqual({
      text: 'Username "ada_l" is available',
      color: 'green',
    });
    expect(availabilityNote({ userName: 'ada_l', status: 'taken' })).toEqual({
      text: 'Username "ada_l" is not available',
      color: 'red',
    });
  });
});

describe('useUserNameAvailability', () => {
  const taken = new Set(['ada_admin']);
  let check: ReturnType<typeof vi.fn<UserNameChecker>>;

  beforeEach(() => {
    vi.useFakeTimers();
    check = vi.fn<UserNameChecker>(async (name) => taken.has(name));
  });
  afterEach(() => vi.useRealTimers());

  const typed = (initial: string) =>
    renderHook(({ name }) => useUserNameAvailability(name, check), { initialProps: { name: initial } });

  it(`asks ${TIMING.userNameCheckDebounceMs} ms after typing stops, not before`, async () => {
    const { result } = typed('ada_admin');
    expect(result.current).toEqual({ userName: 'ada_admin', status: 'checking' });
    await act(() => vi.advanceTimersByTimeAsync(TIMING.userNameCheckDebounceMs - 1));
    expect(check).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(check).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ userName: 'ada_admin', status: 'taken' });
  });

  it('asks once, about the last value, when typing continues within the debounce time', async () => {
    const { result, rerender } = typed('ada_');
    for (const name of ['ada_l', 'ada_lo', 'ada_lov']) {
      await act(() => vi.advanceTimersByTimeAsync(TIMING.userNameCheckDebounceMs - 50));
      rerender({ name });
    }
    await act(() => vi.advanceTimersByTimeAsync(TIMING.userNameCheckDebounceMs));
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith('ada_lov', expect.any(AbortSignal));
    expect(result.current).toEqual({ userName: 'ada_lov', status: 'available' });
  });

  it('never asks about a value that breaks the pattern or length rules', async () => {
    const { result, rerender } = typed('ada');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    rerender({ name: 'ada lovelace' });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(check).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
  });

  it('drops an answer about a value that has changed since', async () => {
    let answer: (exists: boolean) => void = () => undefined;
    check.mockImplementationOnce(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { result, rerender } = typed('ada_admin');
    await act(() => vi.advanceTimersByTimeAsync(TIMING.userNameCheckDebounceMs));
    rerender({ name: 'ada_other' });
    await act(async () => answer(true));
    expect(result.current).toEqual({ userName: 'ada_other', status: 'checking' });
    await act(() => vi.advanceTimersByTimeAsync(TIMING.userNameCheckDebounceMs));
    expect(result.current).toEqual({ userName: 'ada_other', status: 'available' });
  });

  it('shows nothing when the check fails', async () => {
    check.mockRejectedValueOnce(new Error('offline'));
    const { result } = typed('ada_l');
    await act(() => vi.advanceTimersByTimeAsync(TIMING.userNameCheckDebounceMs));
    expect(availabilityNote(result.current)).toBeNull();
  });
});
