import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  findEthereum,
  personalSign,
  requestAccounts,
  utf8Hex,
  walletErrorMessage,
  type Eip1193Provider,
} from './ethereum';

const answering = (value: unknown): Eip1193Provider => ({ request: vi.fn(async () => value) });

afterEach(() => {
  delete window.ethereum;
});

describe('ethereum', () => {
  it('finds the injected provider, or none', () => {
    expect(findEthereum()).toBeNull();
    const provider = answering([]);
    window.ethereum = provider;
    expect(findEthereum()).toBe(provider);
  });

  it('encodes the message as the hex of its UTF-8 bytes', () => {
    expect(utf8Hex('Hi é\n')).toBe('0x486920c3a90a');
    expect(utf8Hex('')).toBe('0x');
  });

  it('takes the first connected account', async () => {
    const provider = answering(['0xaaa', '0xbbb']);
    await expect(requestAccounts(provider)).resolves.toBe('0xaaa');
    expect(provider.request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' });
  });

  it('fails without a message when no account is connected', async () => {
    const error: unknown = await requestAccounts(answering([])).catch((e: unknown) => e);
    expect(walletErrorMessage(error)).toBeNull();
  });

  it('asks personal_sign for the hex message and the address', async () => {
    const provider = answering('0xsig');
    await expect(personalSign(provider, 'ok', '0xaaa')).resolves.toBe('0xsig');
    expect(provider.request).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x6f6b', '0xaaa'] });
  });

  it.each([
    [{ code: 4001, message: 'User rejected the request.' }, 'User rejected the request.'],
    [{ code: 4001 }, null],
    [{ message: '' }, null],
    [null, null],
    ['text', null],
  ])('reads the wallet message of %j', (error, message) => expect(walletErrorMessage(error)).toBe(message));
});
