import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { dateHeaderLabel, groupByDay } from '../chat-dates';
import classes from './ChatThread.module.css';
import { DateHeader } from './DateHeader';
import { MessageActions } from './MessageActions';
import { MessageBubble } from './MessageBubble';
import { MissedCallLine } from './MissedCallLine';
import { messageKey } from './thread-items';
import type { ChatThreadState, SentMessage } from './thread-types';
import { useMessageScroll } from './use-message-scroll';

type ListState = Pick<
  ChatThreadState,
  'messages' | 'status' | 'retry' | 'hasOlder' | 'loadingOlder' | 'loadOlder' | 'remove'
>;

interface MessageListProps {
  state: ListState;
  /** The caller's user id: their messages are on the right and theirs to edit or delete. */
  meId: string;
  emptyText: string;
  onReply: (message: SentMessage) => void;
  onEdit: (message: SentMessage) => void;
}

/** The conversation's history, oldest at the top, with date headers and older pages on scrolling up. */
export function MessageList({ state, meId, emptyText, onReply, onEdit }: MessageListProps) {
  const { messages } = state;
  const days = useMemo(() => groupByDay(messages), [messages]);
  const now = new Date();
  const newest = messages.at(-1);
  const { log, onScroll } = useMessageScroll(
    messages[0] && messageKey(messages[0]),
    newest && messageKey(newest),
    newest?.status === 'sending',
    state,
  );

  return (
    <div ref={log} role="log" aria-label="Messages" className={classes.log} onScroll={onScroll}>
      <div>
        {state.loadingOlder && (
          <Center py={4}>
            <Loader size="xs" role="status" aria-label="Loading older messages" />
          </Center>
        )}
        {state.status === 'loading' && messages.length === 0 && (
          <Center py="xl">
            <Loader size="sm" role="status" aria-label="Loading messages" />
          </Center>
        )}
        {state.status === 'error' && messages.length === 0 && (
          <Stack align="center" gap="xs" py="xl">
            <Text size="sm" c="dimmed">
              The messages could not be loaded.
            </Text>
            <Button size="xs" variant="light" onClick={state.retry}>
              Retry
            </Button>
          </Stack>
        )}
        {state.status === 'ready' && messages.length === 0 && (
          <Text size="sm" c="dimmed" ta="center" py="xl">
            {emptyText}
          </Text>
        )}
        {days.map((day) => (
          <div key={day.key}>
            <DateHeader label={dateHeaderLabel(day.date, now)} />
            {day.messages.map((message) => {
              const own = message.createdBy.id === meId;
              if (message.status === 'sent' && message.kind === 'missed_call') {
                return <MissedCallLine key={messageKey(message)} message={message} />;
              }
              return (
                <MessageBubble
                  key={messageKey(message)}
                  message={message}
                  own={own}
                  actions={
                    message.status === 'sent' && (
                      <MessageActions
                        own={own}
                        onReply={() => onReply(message)}
                        onEdit={() => onEdit(message)}
                        onDelete={() => void state.remove(message.id)}
                      />
                    )
                  }
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
