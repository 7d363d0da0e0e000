import { CHAT, errorText, type ChatAttachment } from '@plaza/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chatAttachmentUrl, uploadChatAttachment } from '../chat-attachment-upload';

/** One image in the composer: uploading as soon as it is picked, then uploaded or failed. */
export interface UploadItem {
  key: string;
  fileName: string;
  /** What the chip shows: the picked file, or the stored image of a restored draft. */
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  attachment?: ChatAttachment;
  /** Why the upload failed. */
  error?: string;
}

export interface AttachmentUploads {
  items: UploadItem[];
  /** Picks files; those past CHAT.attachmentsMax are left out. */
  add(files: readonly File[]): void;
  remove(key: string): void;
  /** Drops every chip (after a send). */
  clear(): void;
  /** Shows already uploaded images again (a failed send's draft), in place of none. */
  restore(attachments: readonly ChatAttachment[]): void;
  uploaded: ChatAttachment[];
  uploading: boolean;
}

interface Resources {
  abort?: AbortController;
  objectUrl?: string;
}

let nextKey = 0;

/** The composer's images: each uploaded at once with uploadChatAttachment, cancelled when removed. */
export function useAttachmentUploads(): AttachmentUploads {
  const [items, setItems] = useState<UploadItem[]>([]);
  const resources = useRef(new Map<string, Resources>());

  const release = useCallback((key: string) => {
    const held = resources.current.get(key);
    held?.abort?.abort();
    if (held?.objectUrl) URL.revokeObjectURL(held.objectUrl);
    resources.current.delete(key);
  }, []);

  useEffect(() => {
    const held = resources.current;
    return () => {
      for (const key of [...held.keys()]) release(key);
    };
  }, [release]);

  const update = useCallback((key: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const room = CHAT.attachmentsMax - items.length;
      const picked = files.slice(0, Math.max(0, room)).map((file) => {
        const key = `upload-${nextKey++}`;
        const abort = new AbortController();
        const objectUrl = URL.createObjectURL(file);
        resources.current.set(key, { abort, objectUrl });
        uploadChatAttachment(file, abort.signal).then(
          (attachment) => {
            if (abort.signal.aborted) return;
            update(key, { status: 'done', attachment });
          },
          (error: unknown) => {
            if (abort.signal.aborted) return;
            const text = error instanceof Error && error.message ? error.message : errorText('SERVER_UNREACHABLE');
            update(key, { status: 'failed', error: text });
          },
        );
        return { key, fileName: file.name, preview: objectUrl, status: 'uploading' as const };
      });
      if (picked.length > 0) setItems((current) => [...current, ...picked]);
    },
    [items.length, update],
  );

  const remove = useCallback(
    (key: string) => {
      release(key);
      setItems((current) => current.filter((item) => item.key !== key));
    },
    [release],
  );

  const clear = useCallback(() => {
    for (const key of [...resources.current.keys()]) release(key);
    setItems([]);
  }, [release]);

  const restore = useCallback((attachments: readonly ChatAttachment[]) => {
    setItems(
      attachments.map((attachment) => ({
        key: `upload-${nextKey++}`,
        fileName: attachment.name,
        preview: chatAttachmentUrl(attachment.name),
        status: 'done',
        attachment,
      })),
    );
  }, []);

  return {
    items,
    add,
    remove,
    clear,
    restore,
    uploaded: items.flatMap((item) => (item.status === 'done' && item.attachment ? [item.attachment] : [])),
    uploading: items.some((item) => item.status === 'uploading'),
  };
}
