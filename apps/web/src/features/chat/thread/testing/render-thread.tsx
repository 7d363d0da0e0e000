import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { theme } from '../../../../components/theme';
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
    <MantineProvider theme={theme} env="test">
      <ModalsProvider>
        <MemoryRouter>
          <ChatThreadView
            state={next}
            meId={me.id}
            canSend={options.canSend ?? true}
            cannotSendText={options.cannotSendText}
            emptyText={options.emptyText ?? 'No messages yet'}
          />
        </MemoryRouter>
      </ModalsProvider>
    </MantineProvider>
  );
  const result = render(view(state));
  return { ...result, update: (next: ChatThreadState) => result.rerender(view(next)) };
}

/** The shown message whose text is `text`. */
export function article(text: string): HTMLElement {
  return screen.getByText(text).closest<HTMLElement>('[role="article"]')!;
}
