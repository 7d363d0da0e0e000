import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots, IconMessageReply, IconPencil, IconTrash } from '@tabler/icons-react';
import classes from './ChatThread.module.css';
import { openConfirmModal } from '../../../components/confirm';

interface MessageActionsProps {
  /** The caller wrote it: Edit and Delete too. */
  own: boolean;
  onReply: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Reply to any sent message; Edit and Delete (after a confirmation) one's own. */
export function MessageActions({ own, onReply, onEdit, onDelete }: MessageActionsProps) {
  const askToDelete = () =>
    openConfirmModal({
      title: 'Delete message?',
      centered: true,
      children: <Text size="sm">It will show as deleted for everyone in the conversation.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: onDelete,
    });

  return (
    <Menu position={own ? 'bottom-end' : 'bottom-start'} withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label="Message actions" className={classes.actions}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconMessageReply size={14} />} onClick={onReply}>
          Reply
        </Menu.Item>
        {own && (
          <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
            Edit
          </Menu.Item>
        )}
        {own && (
          <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={askToDelete}>
            Delete
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
