import type { ChatParent } from '@plaza/contract';
import { useEffect, useRef, useState } from 'react';
import type { ChatThreadState, FailedSend, SentMessage } from './thread-types';
import { useAttachmentUploads, type AttachmentUploads } from './use-attachment-uploads';

type ComposerThread = Pick<ChatThreadState, 'send' | 'edit' | 'failed' | 'resend' | 'dismissFailed' | 'notifyTyping'>;

/** The message being edited, and the draft it put aside (back when the edit ends). */
interface Editing {
  id: string;
  original: string;
  aside: { text: string; parent: ChatParent | null };
}

export interface ComposerState {
  text: string;
  /** The user typed: tells the others too. */
  type(value: string): void;
  parent: ChatParent | null;
  startReply(parent: ChatParent): void;
  cancelReply(): void;
  editing: Editing | null;
  startEdit(message: SentMessage): void;
  cancelEdit(): void;
  uploads: AttachmentUploads;
  canSubmit: boolean;
  /** Sends the draft (or saves the edit); the box clears at once. */
  submit(): void;
  failed: FailedSend | null;
  resending: boolean;
  resend(): void;
}

/** The composer's draft, reply and edit modes, and the failed send it restores (spec 02 §4 Chat message). */
export function useComposer(thread: ComposerThread): ComposerState {
  const [text, setText] = useState('');
  const [parent, setParent] = useState<ChatParent | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [resending, setResending] = useState(false);
  const uploads = useAttachmentUploads();
  const textRef = useRef(text);
  useEffect(() => {
    textRef.current = text;
  });

  // A send that failed puts its draft back, unless the user has started another one meanwhile.
  const failed = thread.failed;
  const [seenFailed, setSeenFailed] = useState<number | null>(null);
  if ((failed?.identifier ?? null) !== seenFailed) {
    setSeenFailed(failed?.identifier ?? null);
    if (failed && !editing && text.trim() === '' && !parent && uploads.items.length === 0) {
      setText(failed.draft.message);
      setParent(failed.draft.parent);
      uploads.restore(failed.draft.attachments);
    }
  }

  const clearDraft = () => {
    setText('');
    setParent(null);
    uploads.clear();
  };

  const endEdit = (current: Editing) => {
    setText(current.aside.text);
    setParent(current.aside.parent);
    setEditing(null);
  };

  const canSubmit = editing
    ? text.trim() !== ''
    : (text.trim() !== '' || uploads.uploaded.length > 0) && !uploads.uploading;

  const submit = () => {
    if (!canSubmit) return;
    const message = text.trim();
    if (editing) {
      endEdit(editing);
      if (message !== editing.original.trim()) void thread.edit(editing.id, message);
      return;
    }
    if (thread.failed) thread.dismissFailed();
    clearDraft();
    void thread.send({ message, parent, attachments: uploads.uploaded });
  };

  const resend = () => {
    if (!failed || resending) return;
    const restored = failed.draft.message;
    setResending(true);
    void thread.resend().then((ok) => {
      setResending(false);
      // The box still holds the restored draft: it has been sent now.
      if (ok && textRef.current === restored) clearDraft();
    });
  };

  return {
    text,
    type(value) {
      setText(value);
      thread.notifyTyping();
    },
    parent,
    startReply(next) {
      if (editing) endEdit(editing);
      setParent(next);
    },
    cancelReply: () => setParent(null),
    editing,
    startEdit(message) {
      setEditing({ id: message.id, original: message.message, aside: editing?.aside ?? { text, parent } });
      setText(message.message);
      setParent(null);
    },
    cancelEdit() {
      if (editing) endEdit(editing);
    },
    uploads,
    canSubmit,
    submit,
    failed,
    resending,
    resend,
  };
}
