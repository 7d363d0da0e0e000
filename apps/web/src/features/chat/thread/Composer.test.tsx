import { CHAT, errorText, type ChatAttachment } from '@plaza/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFontFaceSet } from '../../../testing/stub-fonts';
import { article, renderThread } from './testing/render-thread';
import { aMessage, aThreadState, grace, me } from './testing/thread-fixture';
import type { ChatThreadState } from './thread-types';

const box = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
const sendButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Send message' });
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const enter = (init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(box(), { key: 'Enter', ...init });
async function chooseAction(text: string, action: string) {
  fireEvent.click(within(article(text)).getByRole('button', { name: 'Message actions' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: action }));
}

/** Uploads answered by the test: each POST /chat/attachment waits until `answer` settles it. */
function stubUploads() {
  const waiting: ((response: Response) => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      expect(new URL(url, 'http://plaza.test').pathname).toMatch(/\/chat\/attachment$/);
      expect(init.body).toBeInstanceOf(FormData);
      return new Promise<Response>((resolve) => waiting.push(resolve));
    }),
  );
  return {
    async answer(index: number, status: number, body: unknown) {
      await act(async () => waiting[index]!(new Response(JSON.stringify(body), { status })));
    },
  };
}
const pick = (...names: string[]) =>
  fireEvent.change(screen.getByTestId('attachment-input'), {
    target: { files: names.map((name) => new File(['x'], name, { type: 'image/png' })) },
  });
const stored = (letter: string): ChatAttachment => ({ name: `${letter.repeat(32)}.webp` });

beforeEach(() => {
  stubFontFaceSet();
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('writing', () => {
  it('sends with Enter, clears at once; Shift+Enter, an input method and blank text do not send', () => {
    const state = aThreadState();
    renderThread(state);
    expect(box().getAttribute('placeholder')).toBe('Write a message…');
    expect(box().maxLength).toBe(CHAT.messageMax);
    expect(sendButton().disabled).toBe(true);
    type('   ');
    expect(sendButton().disabled).toBe(true);
    enter();
    type('Hello\nthere ');
    expect(state.notifyTyping).toHaveBeenCalled();
    enter({ shiftKey: true });
    enter({ isComposing: true });
    expect(state.send).not.toHaveBeenCalled();
    enter();
    expect(state.send).toHaveBeenCalledWith({ message: 'Hello\nthere', parent: null, attachments: [] });
    expect(box().value).toBe('');
  });

  it('sends by the Send button too', () => {
    const state = aThreadState();
    renderThread(state);
    type('Hi');
    fireEvent.click(sendButton());
    expect(state.send).toHaveBeenCalledWith({ message: 'Hi', parent: null, attachments: [] });
  });

  it('replies to a message with its quote, until cancelled', async () => {
    const question = aMessage({ message: 'Coffee?', createdBy: grace });
    const state = aThreadState({ messages: [question] });
    renderThread(state);
    await chooseAction('Coffee?', 'Reply');
    expect(screen.getByText('Replying to Grace Hopper')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel reply' }));
    expect(screen.queryByText('Replying to Grace Hopper')).not.toBeInTheDocument();

    await chooseAction('Coffee?', 'Reply');
    type('Yes');
    enter();
    expect(state.send).toHaveBeenCalledWith({
      message: 'Yes',
      parent: { id: question.id, identifier: question.id, message: 'Coffee?', createdBy: grace, deleted: false },
      attachments: [],
    });
    expect(screen.queryByText('Replying to Grace Hopper')).not.toBeInTheDocument();
  });
});

describe('editing', () => {
  const setUp = async () => {
    const mine = aMessage({ message: 'Helo', createdBy: me });
    const state = aThreadState({ messages: [mine] });
    renderThread(state);
    type('half-written draft');
    await chooseAction('Helo', 'Edit');
    return { mine, state };
  };

  it('fills the box, saves with Enter, and gives the draft back', async () => {
    const { mine, state } = await setUp();
    expect(screen.getByText('Editing message')).toBeInTheDocument();
    expect(box().value).toBe('Helo');
    type('Hello ');
    enter();
    expect(state.edit).toHaveBeenCalledWith(mine.id, 'Hello');
    expect(state.send).not.toHaveBeenCalled();
    expect(screen.queryByText('Editing message')).not.toBeInTheDocument();
    expect(box().value).toBe('half-written draft');
  });

  it('sends nothing when unchanged or empty; Escape and Cancel edit leave it', async () => {
    const { state } = await setUp();
    enter();
    expect(screen.queryByText('Editing message')).not.toBeInTheDocument();
    await chooseAction('Helo', 'Edit');
    type('  ');
    expect(sendButton().disabled).toBe(true);
    enter();
    expect(screen.getByText('Editing message')).toBeInTheDocument();
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByText('Editing message')).not.toBeInTheDocument();
    expect(box().value).toBe('half-written draft');
    await chooseAction('Helo', 'Edit');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel edit' }));
    expect(box().value).toBe('half-written draft');
    expect(state.edit).not.toHaveBeenCalled();
  });
});

describe('attachments', () => {
  it('upload at once; Send waits for them and carries the uploaded ones', async () => {
    const uploads = stubUploads();
    const state = aThreadState();
    renderThread(state);
    expect(screen.getByRole('button', { name: 'Attach image' })).toBeInTheDocument();
    pick('cat.png', 'dog.png');
    expect(screen.getByLabelText('Uploading cat.png')).toBeInTheDocument();
    expect(sendButton().disabled).toBe(true);
    await uploads.answer(0, 200, stored('a'));
    expect(sendButton().disabled).toBe(true);
    await uploads.answer(1, 200, stored('b'));
    await waitFor(() => expect(sendButton().disabled).toBe(false));
    fireEvent.click(sendButton());
    expect(state.send).toHaveBeenCalledWith({ message: '', parent: null, attachments: [stored('a'), stored('b')] });
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('mark a failed upload with a warning, leave it out, and can be removed', async () => {
    const uploads = stubUploads();
    const state = aThreadState();
    renderThread(state);
    pick('good.png', 'bad.png');
    await uploads.answer(0, 200, stored('c'));
    await uploads.answer(1, 400, { statusCode: 400, message: 'INVALID_IMAGE_FORMAT', error: 'x' });
    const warning = await screen.findByRole('img', { name: 'Upload failed: bad.png' });
    fireEvent.mouseEnter(warning);
    expect(await screen.findByText(errorText('INVALID_IMAGE_FORMAT'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove bad.png' }));
    expect(screen.queryByRole('img', { name: 'Upload failed: bad.png' })).not.toBeInTheDocument();
    type('With one');
    enter();
    expect(state.send).toHaveBeenCalledWith({ message: 'With one', parent: null, attachments: [stored('c')] });
  });

  it(`take at most ${CHAT.attachmentsMax}`, () => {
    stubUploads();
    renderThread(aThreadState());
    pick(...Array.from({ length: CHAT.attachmentsMax + 2 }, (_, index) => `${index}.png`));
    expect(screen.getAllByRole('listitem')).toHaveLength(CHAT.attachmentsMax);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Attach image' }).disabled).toBe(true);
  });
});

describe('a failed send', () => {
  const failedState = (state: ChatThreadState): ChatThreadState => ({
    ...state,
    failed: {
      identifier: 7,
      draft: { message: 'Lost words', parent: null, attachments: [stored('d')] },
      error: errorText('SERVER_UNREACHABLE'),
    },
  });

  it('puts the draft back and sends it again', async () => {
    const state = aThreadState();
    const { update } = renderThread(state);
    type('Lost words');
    enter();
    expect(box().value).toBe('');
    const failed = failedState(state);
    update(failed);
    expect(box().value).toBe('Lost words');
    expect(screen.getByRole('img', { name: stored('d').name })).toBeInTheDocument();
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(state.resend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(box().value).toBe(''));
    update({ ...failed, failed: null });
    expect(screen.queryByText('Not sent')).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('does not overwrite a new draft; sending anew drops the failed one', () => {
    const state = aThreadState();
    const { update } = renderThread(state);
    type('Something else');
    update(failedState(state));
    expect(box().value).toBe('Something else');
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    enter();
    expect(state.dismissFailed).toHaveBeenCalledTimes(1);
    expect(state.send).toHaveBeenCalledWith({ message: 'Something else', parent: null, attachments: [] });
  });
});
