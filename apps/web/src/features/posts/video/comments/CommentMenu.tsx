import { ActionIcon, Menu } from '@mantine/core';
import type { CommentView } from './comment-tree';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '../../../../components/confirm';
import { useRemoveComment } from './use-comment-mutations';

interface CommentMenuProps {
  comment: CommentView;
  onEdit: () => void;
}

/** Edit and Delete, only for whom the server allows (spec 02 §6: the author; the super admin may delete). */
export function CommentMenu({ comment, onEdit }: CommentMenuProps) {
  const remove = useRemoveComment(comment.postId);
  const { canEdit, canDelete } = comment.permissions;
  if (!canEdit && !canDelete) return null;

  const askToDelete = () =>
    confirmAction({
      text: comment.parentId ? 'Delete this reply?' : 'Delete this comment? Its replies are deleted with it.',
      danger: true,
      onConfirm: () => remove.mutate({ params: { commentId: comment.id } }),
    });

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label="Comment actions" loading={remove.isPending}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canEdit && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
            Edit
          </Menu.Item>
        )}
        {canDelete && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={askToDelete}>
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
