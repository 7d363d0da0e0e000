import { Alert, Box, Center, Loader, Paper } from '@mantine/core';
import { useDebouncedValue, useElementSize } from '@mantine/hooks';
import { TIMING } from '../../lib/presentation';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { useConversations } from './chat-queries';
import { ConversationList } from './conversations/ConversationList';
import { ConversationPane } from './conversations/ConversationPane';
import { ConversationSearch } from './conversations/ConversationSearch';
import classes from './conversations/Messages.module.css';
import { MessagesEmpty } from './conversations/MessagesEmpty';
import { messagesLayout } from './conversations/messages-layout';
import { selectedFromSearch } from './conversations/messages-path';
import { useSelectedConversation } from './conversations/use-selected-conversation';

/**
 * /messages (spec 02 §2): the conversation list with its search beside the open conversation. The
 * address names the open one (?user=<id>), so contacts and profiles can link to it. Where the two
 * columns do not fit, the list and the conversation take turns.
 */
export function MessagesPage() {
  const [params] = useSearchParams();
  const query = params.toString();
  const selected = useMemo(() => selectedFromSearch(new URLSearchParams(query)), [query]);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), TIMING.contactSearchDebounceMs);
  const list = useConversations(term);
  const open = useSelectedConversation(selected, list);
  const { ref, width } = useElementSize();
  const layout = messagesLayout(width, open.status === 'ready' || open.status === 'loading');

  return (
    <PageFrame title="Messages">
      <Paper ref={ref} withBorder radius="lg" className={classes.frame}>
        {layout !== 'pane' && (
          <Box component="section" aria-label="Conversation list" className={classes.list} data-layout={layout}>
            {layout === 'list' && open.status === 'unknown' && (
              <Alert variant="light" color="yellow" icon={<IconInfoCircle size={16} />} role="status" p="xs">
                That conversation could not be found.
              </Alert>
            )}
            <ConversationSearch value={search} onChange={setSearch} />
            <ConversationList state={list} term={term} selectedId={selected?.id ?? null} />
          </Box>
        )}
        {layout !== 'list' && (
          <Box component="section" aria-label="Conversation" className={classes.pane}>
            {open.status === 'ready' ? (
              <ConversationPane conversation={open.conversation} withBack={layout === 'pane'} />
            ) : open.status === 'loading' ? (
              <Center h="100%">
                <Loader size="sm" role="status" aria-label="Loading the conversation" />
              </Center>
            ) : (
              <MessagesEmpty notFound={open.status === 'unknown'} />
            )}
          </Box>
        )}
      </Paper>
    </PageFrame>
  );
}
