import { ActionIcon, Group, Loader, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import classes from './ChatThread.module.css';
import type { UploadItem } from './use-attachment-uploads';

interface ComposerAttachmentsProps {
  items: readonly UploadItem[];
  onRemove: (key: string) => void;
}

/** The picked images: a preview each, a spinner while uploading, a warning when the upload failed. */
export function ComposerAttachments({ items, onRemove }: ComposerAttachmentsProps) {
  if (items.length === 0) return null;
  return (
    <Group gap="xs" mb="xs" aria-label="Attachments" role="list">
      {items.map((item) => (
        <div key={item.key} className={classes.chip} role="listitem" data-status={item.status}>
          <img src={item.preview} alt={item.fileName} />
          {item.status === 'uploading' && (
            <div className={classes.chipOverlay}>
              <Loader size="xs" color="white" role="status" aria-label={`Uploading ${item.fileName}`} />
            </div>
          )}
          {item.status === 'failed' && (
            <Tooltip
              label={item.error}
              withArrow
              multiline
              maw={240}
              events={{ hover: true, focus: true, touch: true }}
            >
              <div
                className={classes.chipOverlay}
                tabIndex={0}
                aria-label={`Upload failed: ${item.fileName}`}
                role="img"
              >
                <IconAlertTriangle size={22} color="var(--mantine-color-yellow-5)" />
              </div>
            </Tooltip>
          )}
          <ActionIcon
            className={classes.chipRemove}
            size="xs"
            radius="xl"
            variant="filled"
            color="dark"
            aria-label={`Remove ${item.fileName}`}
            onClick={() => onRemove(item.key)}
          >
            <IconX size={12} />
          </ActionIcon>
        </div>
      ))}
    </Group>
  );
}
