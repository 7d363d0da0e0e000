import { Anchor, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import type { CommentView } from './comment-tree';
import { IconMessageReply } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../../components/UserAvatar';
import { to } from '../../../../routing/paths';
import { LinkifiedText } from '../../shared/LinkifiedText';
import { exactDateTime, relativeTime } from '../../../../lib/relative-time';
import { CommentComposer } from './CommentComposer';
import { CommentLikeButton } from './CommentLikeButton';
import { CommentMenu } from './CommentMenu';
import { canSaveEdit } from './comment-draft';
import { commentElementId } from './use-comment-deep-link';
import { useUpdateComment } from './use-comment-mutations';

interface CommentItemProps {
  comment: CommentView;
  highlighted: boolean;
  /** Offered while the post takes comments. */
  onReply?: (comment: CommentView) => void;
}

/** One comment or reply: who, when, the text with its links and @mentions, like, reply, and the author's menu. */
export function CommentItem({ comment, highlighted, onReply }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateComment(comment.postId);
  const save = async (text: string) => {
    await update.mutateAsync({ body: { comment: text, commentId: comment.id } });
    setEditing(false);
  };

  return (
    <Box
      id={commentElementId(comment.id)}
      data-highlighted={highlighted || undefined}
      p={6}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: highlighted ? 'var(--mantine-color-yellow-light)' : undefined,
        transition: 'background 600ms ease',
      }}
    >
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <UserAvatar user={comment.user} size={comment.parentId ? 28 : 36} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <CommentByline comment={comment} />
            {!editing && <CommentMenu comment={comment} onEdit={() => setEditing(true)} />}
          </Group>
          {editing ? (
            <CommentComposer
              label="Edit your comment"
              submitLabel="Save"
              initialText={comment.comment}
              ready={(draft) => canSaveEdit(comment.comment, draft)}
              onSubmit={save}
              onCancel={() => setEditing(false)}
              autoFocus
            />
          ) : (
            <>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                <LinkifiedText text={comment.comment} />
              </Text>
              <Group gap={4} mt={2}>
                <CommentLikeButton comment={comment} />
                {onReply && (
                  <Button
                    variant="subtle"
                    color="gray"
                    size="compact-sm"
                    radius="xl"
                    leftSection={<IconMessageReply size={16} />}
                    onClick={() => onReply(comment)}
                  >
                    Reply
                  </Button>
                )}
              </Group>
            </>
          )}
        </Box>
      </Group>
    </Box>
  );
}

function CommentByline({ comment }: { comment: CommentView }) {
  const { user } = comment;
  return (
    <Group gap={6} wrap="wrap" miw={0}>
      {user.userName ? (
        <Anchor component={Link} to={to.profile(user.userName)} size="sm" fw={600} c="inherit">
          {user.fullName}
        </Anchor>
      ) : (
        <Text size="sm" fw={600}>
          {user.fullName}
        </Text>
      )}
      <Tooltip label={exactDateTime(comment.createdOn)} withArrow>
        <Text size="xs" c="dimmed" component="time" dateTime={comment.createdOn}>
          {relativeTime(comment.createdOn)}
        </Text>
      </Tooltip>
      {comment.edited && (
        <Tooltip label={`Edited ${exactDateTime(comment.updatedOn)}`} withArrow>
          <Text size="xs" c="dimmed">
            (edited)
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}
