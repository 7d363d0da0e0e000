import { screen } from '@testing-library/react';
import { renderApp } from '../../../../testing/render-app';
import { ChatThreadView } from '../ChatThreadView';
import type { ChatThreadState } from '../thread-types';
import { me } from './thread-fixture';

interface Options {
  canSend?: boolean;
  cannotSendText?: string;
  emptyText?: string;
}

/** The pane for `state`, as Ada sees it; `update` shows it again for a changed state. */
export function renderThread(state: ChatThreadState, options: Options = {}) {
  const view = (next: ChatThreadState) => (
    <ChatThreadView
      state={next}
      meId={me.id}
      canSend={options.canSend ?? true}
      cannotSendText={options.cannotSendText}
      emptyText={options.emptyText ?? 'No messages yet'}
    />
  );
  const result = renderApp(view(state), { pattern: '*' });
  return { ...result, update: (next: ChatThreadState) => result.rerender(view(next)) };
}

/** The shown message whose text is `text`. */
export function article(text: string): HTMLElement {
  return screen.getByText(text).closest<HTMLElement>('[role="article"]')!;
}
