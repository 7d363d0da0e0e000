import { Box, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { postMediaUrl, type Notification } from '@plaza/contract';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/UserAvatar';
import { exactDateTime, relativeTime } from '../../lib/relative-time';
import { SmallThumbnail } from '../posts';
import { notificationTarget } from './notification-target';
import { describeNotification } from './notification-text';
import classes from './NotificationRow.module.css';

interface NotificationRowProps {
  notification: Notification;
  /** Called on click, before the link (if any) is followed. */
  onOpen: (notification: Notification) => void;
}

function Content({ notification }: { notification: Notification }) {
  const { actor, text } = describeNotification(notification);
  const { createdBy, post } = notification;
  return (
    <>
      {createdBy ? (
        <UserAvatar user={createdBy} size={36} />
      ) : (
        <ThemeIcon size={36} radius="xl" variant="light" aria-hidden>
          <IconBell size={18} />
        </ThemeIcon>
      )}
      <Box miw={0} style={{ flex: 1 }}>
        <Text size="sm" lineClamp={3}>
          {actor && <b>{actor} </b>}
          {text}
        </Text>
        <Text
          component="time"
          dateTime={notification.createdOn}
          title={exactDateTime(notification.createdOn)}
          size="xs"
          c="dimmed"
        >
          {relativeTime(notification.createdOn)}
        </Text>
      </Box>
      {post?.thumbnail && <SmallThumbnail src={postMediaUrl(post, post.thumbnail)} width={64} />}
      {notification.readOn === null && (
        <span className={classes.dot}>
          <VisuallyHidden>Unread</VisuallyHidden>
        </span>
      )}
    </>
  );
}

/** One notification: who, what, when, the video it is about, and whether it is unread. */
export function NotificationRow({ notification, onOpen }: NotificationRowProps) {
  const target = notificationTarget(notification);
  const common = {
    className: classes.row,
    'data-unseen': notification.viewedOn === null || undefined,
    onClick: () => onOpen(notification),
  };
  return (
    <li>
      {target ? (
        <UnstyledButton component={Link} to={target} {...common}>
          <Content notification={notification} />
        </UnstyledButton>
      ) : (
        <UnstyledButton {...common}>
          <Content notification={notification} />
        </UnstyledButton>
      )}
    </li>
  );
}
