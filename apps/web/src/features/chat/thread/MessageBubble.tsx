import { Group, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../../components/UserAvatar';
import { LinkifiedText } from '../../posts';
import { AttachmentImages } from './AttachmentImages';
import classes from './ChatThread.module.css';
import { ParentQuote } from './ParentQuote';
import { timeOfDay } from './thread-items';
import type { ThreadMessage } from './thread-types';

interface MessageBubbleProps {
  message: ThreadMessage;
  /** The caller's own message: on the right, without avatar and name. */
  own: boolean;
  /** The actions menu; only for a sent message that is not deleted. */
  actions?: ReactNode;
}

/** One message: who (others), the quoted parent, the text with links, images, time and state. */
export function MessageBubble({ message, own, actions }: MessageBubbleProps) {
  const pending = message.status === 'sending';
  const deleted = message.status === 'sent' && message.deleted;
  return (
    <div role="article" className={classes.row} data-own={own || undefined} data-pending={pending || undefined}>
      {!own && <UserAvatar user={message.createdBy} size={32} />}
      <div className={classes.bubble}>
        {!own && (
          <Text size="xs" fw={600} lineClamp={1}>
            {message.createdBy.fullName}
          </Text>
        )}
        {deleted ? (
          <Text size="sm" fs="italic" c="dimmed">
            This message was deleted
          </Text>
        ) : (
          <>
            {message.parent && <ParentQuote parent={message.parent} />}
            {message.message !== '' && (
              <Text size="sm" className={classes.text}>
                <LinkifiedText text={message.message} />
              </Text>
            )}
            {message.attachments.length > 0 && <AttachmentImages attachments={message.attachments} />}
            <Group gap={4} justify="flex-end" wrap="nowrap" mt={2}>
              {message.status === 'sent' && message.edited && (
                <Text size="xs" c="dimmed">
                  edited
                </Text>
              )}
              <Text size="xs" c="dimmed" component="time" dateTime={message.createdOn}>
                {timeOfDay(message.createdOn)}
              </Text>
              {pending && <IconClock size={12} aria-label="Sending" role="img" />}
            </Group>
          </>
        )}
      </div>
      {!deleted && !pending && actions}
    </div>
  );
}
