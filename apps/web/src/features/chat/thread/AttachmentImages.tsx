import { Modal } from '@mantine/core';
import type { ChatAttachment } from '@plaza/contract';
import { useState } from 'react';
import { chatAttachmentUrl } from '../chat-attachment-upload';
import classes from './ChatThread.module.css';

/** A message's images as thumbnails; one opens full size in a dialog. */
export function AttachmentImages({ attachments }: { attachments: readonly ChatAttachment[] }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className={classes.thumbs}>
      {attachments.map((attachment) => (
        <button
          key={attachment.name}
          type="button"
          className={classes.thumb}
          onClick={() => setOpen(attachment.name)}
          aria-label="Open attachment"
        >
          <img src={chatAttachmentUrl(attachment.name)} alt="Attachment" loading="lazy" />
        </button>
      ))}
      <Modal opened={open !== null} onClose={() => setOpen(null)} title="Attachment" size="auto" centered>
        {open && <img className={classes.full} src={chatAttachmentUrl(open)} alt="Attachment, full size" />}
      </Modal>
    </div>
  );
}
