import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFontFaceSet } from '../../../testing/stub-fonts';
import { chatAttachmentUrl } from '../chat-attachment-upload';
import { article, renderThread } from './testing/render-thread';
import { aMessage, aPendingMessage, aThreadState, alan, grace, me } from './testing/thread-fixture';

const log = () => screen.getByRole('log', { name: 'Messages' });
const localIso = (daysAgo: number, hours: number, minutes: number) => {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hours, minutes).toISOString();
};
const openActions = (text: string) =>
  fireEvent.click(within(article(text)).getByRole('button', { name: 'Message actions' }));

beforeEach(() => stubFontFaceSet());
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the message list', () => {
  it('shows a loader, then an error with Retry, then the empty text', () => {
    const loading = aThreadState({ status: 'loading' });
    const { update } = renderThread(loading, { emptyText: 'Say hello to Alan' });
    expect(within(log()).getByRole('status', { name: 'Loading messages' })).toBeInTheDocument();
    expect(screen.queryByText('Say hello to Alan')).not.toBeInTheDocument();

    const failed = aThreadState({ status: 'error' });
    update(failed);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.retry).toHaveBeenCalledTimes(1);

    update(aThreadState());
    expect(screen.getByText('Say hello to Alan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('puts a date header before each day, oldest at the top', () => {
    const messages = [
      aMessage({ message: 'Older day', createdOn: localIso(3, 9, 0), createdBy: me }),
      aMessage({ message: 'Yesterday one', createdOn: localIso(1, 22, 30), createdBy: me }),
      aMessage({ message: 'Morning', createdOn: localIso(0, 8, 1), createdBy: me }),
      aMessage({ message: 'Noon', createdOn: localIso(0, 12, 0), createdBy: me }),
    ];
    renderThread(aThreadState({ messages }));
    const order = Array.from(log().querySelectorAll('[role="heading"], [role="article"]')).map((element) =>
      element.getAttribute('role') === 'heading' ? `# ${element.textContent}` : element.textContent,
    );
    expect(order[0]).toMatch(/^# \w+day, \d+ \w+ \d{4}$/);
    expect(order.slice(1).map((entry) => entry?.replace(/\d\d:\d\d$/, ''))).toEqual([
      'Older day',
      '# Yesterday',
      'Yesterday one',
      '# Today',
      'Morning',
      'Noon',
    ]);
    expect(within(article('Morning')).getByText('08:01')).toBeInTheDocument();
  });

  it('shows own messages on the right without a name, and others with their avatar and name', () => {
    const messages = [aMessage({ message: 'From Alan' }), aMessage({ message: 'From me', createdBy: me })];
    renderThread(aThreadState({ messages }));
    const theirs = article('From Alan');
    const mine = article('From me');
    expect(theirs.hasAttribute('data-own')).toBe(false);
    expect(within(theirs).getByText('Alan Turing')).toBeInTheDocument();
    expect(theirs.querySelector('[data-initials="AT"]')).not.toBeNull();
    expect(mine.hasAttribute('data-own')).toBe(true);
    expect(within(mine).queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('keeps line breaks, links the links, and marks an edited message', () => {
    renderThread(
      aThreadState({ messages: [aMessage({ message: 'first line\nsee https://plaza.test/x', edited: true })] }),
    );
    const link = screen.getByRole('link', { name: 'https://plaza.test/x' });
    const message = link.closest<HTMLElement>('[role="article"]')!;
    expect(message.textContent).toContain('first line\nsee ');
    expect(within(message).getByText('edited')).toBeInTheDocument();
  });

  it('shows a message still sending faded, with a clock and no actions', () => {
    renderThread(aThreadState({ messages: [aPendingMessage({ message: 'Wait for it' })] }));
    const pending = article('Wait for it');
    expect(pending.hasAttribute('data-pending')).toBe(true);
    expect(within(pending).getByRole('img', { name: 'Sending' })).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
  });

  it('shows a deleted message as deleted, with nothing else and no actions', () => {
    const gone = aMessage({ message: '', deleted: true, attachments: [], createdBy: me });
    renderThread(aThreadState({ messages: [gone] }));
    const shown = article('This message was deleted');
    expect(within(shown).queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
    expect(shown.querySelector('time')).toBeNull();
  });

  it('shows a missed call as a line of its own, without a bubble or actions', () => {
    renderThread(
      aThreadState({ messages: [aMessage({ message: 'Missed call', kind: 'missed_call', createdBy: grace })] }),
    );
    const line = screen.getByRole('article');
    expect(line).toHaveTextContent(/^Missed call · \d/);
    expect(within(line).queryByRole('button', { name: 'Message actions' })).not.toBeInTheDocument();
    expect(within(line).queryByText(grace.fullName)).not.toBeInTheDocument();
  });

  it('quotes the parent above a reply, or says it was deleted', () => {
    const parent = aMessage({ message: 'The question', createdBy: grace });
    const messages = [
      aMessage({
        message: 'The answer',
        parent: { id: parent.id, identifier: parent.id, message: 'The question', createdBy: grace, deleted: false },
      }),
      aMessage({
        message: 'Late answer',
        parent: { id: parent.id, identifier: parent.id, message: '', createdBy: grace, deleted: true },
      }),
    ];
    renderThread(aThreadState({ messages }));
    const quote = within(article('The answer')).getByTestId('parent-quote');
    expect(quote.textContent).toBe('Grace HopperThe question');
    expect(within(article('Late answer')).getByTestId('parent-quote').textContent).toBe('Deleted message');
  });

  it('shows images as thumbnails that open full size', async () => {
    const name = `${'a'.repeat(32)}.webp`;
    renderThread(aThreadState({ messages: [aMessage({ message: 'Look', attachments: [{ name }] })] }));
    const thumbnail = within(article('Look')).getByRole('img', { name: 'Attachment' });
    expect(thumbnail.getAttribute('src')).toBe(chatAttachmentUrl(name));
    fireEvent.click(thumbnail);
    const full = await screen.findByRole('img', { name: 'Attachment, full size' });
    expect(full.getAttribute('src')).toBe(chatAttachmentUrl(name));
  });
});

describe('message actions', () => {
  it('offer only Reply on someone else’s message', async () => {
    renderThread(aThreadState({ messages: [aMessage({ message: 'Theirs' })] }));
    openActions('Theirs');
    expect(await screen.findByRole('menuitem', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('delete one’s own message only after confirming', async () => {
    const mine = aMessage({ message: 'Mine', createdBy: me });
    const state = aThreadState({ messages: [mine] });
    renderThread(state);
    openActions('Mine');
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.remove).not.toHaveBeenCalled();

    openActions('Mine');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(state.remove).toHaveBeenCalledWith(mine.id);
  });
});

describe('scrolling', () => {
  /** happy-dom lays nothing out: give the log the sizes a browser would. */
  function sizeLog(element: HTMLElement, size: { height: number; client: number }) {
    Object.defineProperty(element, 'scrollHeight', { configurable: true, get: () => size.height });
    Object.defineProperty(element, 'clientHeight', { configurable: true, get: () => size.client });
  }

  it('loads older messages near the top, only while there are more and none loading', () => {
    const state = aThreadState({ messages: [aMessage({ message: 'Oldest shown' })], hasOlder: true });
    const { update } = renderThread(state);
    fireEvent.scroll(log());
    expect(state.loadOlder).toHaveBeenCalledTimes(1);

    const loading = { ...state, loadingOlder: true, loadOlder: vi.fn() };
    update(loading);
    expect(within(log()).getByLabelText('Loading older messages')).toBeInTheDocument();
    fireEvent.scroll(log());
    expect(loading.loadOlder).not.toHaveBeenCalled();

    const all = { ...state, hasOlder: false, loadOlder: vi.fn() };
    update(all);
    fireEvent.scroll(log());
    expect(all.loadOlder).not.toHaveBeenCalled();
  });

  it('opens at the bottom, keeps the view steady as older ones come, follows new ones at the bottom', () => {
    const size = { height: 1000, client: 300 };
    const first = [aMessage({ message: 'A' }), aMessage({ message: 'B' })];
    const state = aThreadState({ messages: [], status: 'loading' });
    const { update } = renderThread(state);
    sizeLog(log(), size);
    update({ ...state, status: 'ready', messages: first });
    expect(log().scrollTop).toBe(1000);

    // The reader scrolls to near the top; an older page arrives 600px tall.
    log().scrollTop = 50;
    fireEvent.scroll(log());
    size.height = 1600;
    const withOlder = [aMessage({ message: 'Older' }), ...first];
    update({ ...state, status: 'ready', messages: withOlder });
    expect(log().scrollTop).toBe(650);

    // Someone writes while the reader is up there: the view stays.
    size.height = 1700;
    update({ ...state, status: 'ready', messages: [...withOlder, aMessage({ message: 'New' })] });
    expect(log().scrollTop).toBe(650);

    // Back at the bottom, the next one is followed.
    log().scrollTop = 1700 - 300;
    fireEvent.scroll(log());
    size.height = 1800;
    update({
      ...state,
      status: 'ready',
      messages: [...withOlder, aMessage({ message: 'New' }), aMessage({ message: 'Newer' })],
    });
    expect(log().scrollTop).toBe(1800);
  });
});

describe('around the list', () => {
  it('says who is typing, politely', () => {
    const { update } = renderThread(aThreadState({ typing: [alan] }));
    const indicator = screen.getByText('Alan Turing is typing…');
    expect(indicator.getAttribute('aria-live')).toBe('polite');
    update(aThreadState({ typing: [alan, grace] }));
    expect(screen.getByText('Alan Turing and Grace Hopper are typing…')).toBeInTheDocument();
    update(aThreadState({ typing: [] }));
    expect(screen.queryByText(/typing/)).not.toBeInTheDocument();
  });

  it('shows why it cannot send instead of the composer', () => {
    renderThread(aThreadState(), { canSend: false, cannotSendText: 'Alan is no longer a contact' });
    expect(screen.getByText('Alan is no longer a contact')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
  });
});
