import { Text } from '@mantine/core';
import type { ChatThreadProps } from './ChatThread';
import classes from './ChatThread.module.css';
import { Composer } from './Composer';
import { ConnectionNotice } from './ConnectionNotice';
import { MessageList } from './MessageList';
import { parentOf } from './thread-items';
import type { ChatThreadState } from './thread-types';
import { TypingIndicator } from './TypingIndicator';
import { useComposer } from './use-composer';

interface ChatThreadViewProps extends Omit<ChatThreadProps, 'target'> {
  state: ChatThreadState;
  /** The caller's user id. */
  meId: string;
}

/** The pane as shown for a conversation's state: the log, who is typing, and the composer. */
export function ChatThreadView({ state, meId, canSend, cannotSendText, emptyText }: ChatThreadViewProps) {
  const composer = useComposer(state);
  return (
    <div className={classes.pane}>
      <MessageList
        state={state}
        meId={meId}
        emptyText={emptyText}
        onReply={(message) => composer.startReply(parentOf(message))}
        onEdit={composer.startEdit}
      />
      <TypingIndicator users={state.typing} />
      <ConnectionNotice />
      {canSend ? (
        <Composer composer={composer} />
      ) : (
        <Text size="sm" c="dimmed" ta="center" className={classes.composer}>
          {cannotSendText}
        </Text>
      )}
    </div>
  );
}
