import { Box } from '@mantine/core';
import type { ChatConversation } from '@plaza/contract';
import { ChatThread } from '../thread/ChatThread';
import { ConversationHeader } from './ConversationHeader';
import classes from './Messages.module.css';

/** The open conversation: its header, then the messages and the composer. */
export function ConversationPane({ conversation, withBack }: { conversation: ChatConversation; withBack: boolean }) {
  const { id } = conversation.user;
  return (
    <>
      <Box className={classes.header}>
        <ConversationHeader conversation={conversation} withBack={withBack} />
      </Box>
      <Box className={classes.thread}>
        <ChatThread
          key={id}
          target={{ medium: 'direct', id }}
          canSend={conversation.canMessage}
          cannotSendText="You can only message your contacts."
          emptyText="No messages yet. Say hello!"
        />
      </Box>
    </>
  );
}
