import { Anchor, Button, Center, ScrollArea, Stack } from '@mantine/core';
import { IconMessageSearch, IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../../../routing/paths';
import { ListEmpty, ListError, ListSkeleton } from '../../../components/ListStates';
import type { ConversationsState } from '../chat-queries';
import { ConversationRow } from './ConversationRow';

interface ConversationListProps {
  state: ConversationsState;
  /** The debounced search the list was asked for ('' when none). */
  term: string;
  selectedId: string | null;
}

/** The conversations, latest first, with "Load more", or why there are none. */
export function ConversationList({ state, term, selectedId }: ConversationListProps) {
  if (state.status === 'loading') return <ListSkeleton rows={5} height={60} />;
  if (state.status === 'error' && state.conversations.length === 0) {
    return <ListError text="Check your connection and try again." onRetry={state.retry} />;
  }
  if (state.conversations.length === 0) {
    return term === '' ? (
      <ListEmpty icon={<IconMessages />} text="No conversations yet">
        <Anchor component={Link} to={PATHS.contacts} size="sm">
          Find people in Contacts
        </Anchor>
      </ListEmpty>
    ) : (
      <ListEmpty icon={<IconMessageSearch />} text="No conversation found" />
    );
  }
  const now = new Date();
  return (
    <ScrollArea flex={1} mih={0} type="auto" offsetScrollbars>
      <Stack component="ul" aria-label="Conversations" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
        {state.conversations.map((conversation) => (
          <ConversationRow
            key={conversation.user.id}
            conversation={conversation}
            selected={conversation.user.id === selectedId}
            now={now}
          />
        ))}
      </Stack>
      {state.status === 'error' && <ListError text="Check your connection and try again." onRetry={state.retry} />}
      {state.hasMore && (
        <Center py="sm">
          <Button variant="default" loading={state.loadingMore} onClick={state.loadMore}>
            Load more
          </Button>
        </Center>
      )}
    </ScrollArea>
  );
}
