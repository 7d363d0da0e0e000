import { ActionIcon, Group, Textarea } from '@mantine/core';
import { CHAT } from '@plaza/contract';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import classes from './ChatThread.module.css';
import { EditBar, FailedBar, ReplyBar } from './ComposerBars';
import { ComposerAttachments } from './ComposerAttachments';
import type { ComposerState } from './use-composer';

/**
 * The message box: Enter sends, Shift+Enter starts a new line; images upload as soon as they are
 * picked; Reply and Edit show a bar above it; a failed send offers Send again.
 */
export function Composer({ composer }: { composer: ComposerState }) {
  const { editing, parent, uploads, failed } = composer;
  const box = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  // Mantine's autosize listens to document.fonts; where a browser (or test DOM) lacks it, a plain field.
  const autosize = 'fonts' in document;

  useEffect(() => {
    if (editing || parent) box.current?.focus();
  }, [editing, parent]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // 229: the key event of an input method still composing (Safari does not set isComposing).
    const composing = event.nativeEvent.isComposing || event.keyCode === 229;
    if (event.key === 'Enter' && !event.shiftKey && !composing) {
      event.preventDefault();
      composer.submit();
    } else if (event.key === 'Escape' && (editing || parent)) {
      event.preventDefault();
      if (editing) composer.cancelEdit();
      else composer.cancelReply();
    }
  };

  return (
    <div className={classes.composer}>
      {failed && <FailedBar resending={composer.resending} onResend={composer.resend} />}
      {editing ? (
        <EditBar onCancel={composer.cancelEdit} />
      ) : (
        parent && <ReplyBar parent={parent} onCancel={composer.cancelReply} />
      )}
      {!editing && <ComposerAttachments items={uploads.items} onRemove={uploads.remove} />}
      <Group gap="xs" wrap="nowrap" align="flex-end">
        {!editing && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label="Attach image"
            disabled={uploads.items.length >= CHAT.attachmentsMax}
            onClick={() => picker.current?.click()}
          >
            <IconPaperclip size={20} />
          </ActionIcon>
        )}
        <input
          ref={picker}
          type="file"
          accept="image/*"
          multiple
          hidden
          data-testid="attachment-input"
          onChange={(event) => {
            uploads.add(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
        <Textarea
          ref={box}
          aria-label="Message"
          placeholder="Write a message…"
          value={composer.text}
          onChange={(event) => composer.type(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          maxLength={CHAT.messageMax}
          autosize={autosize}
          minRows={1}
          maxRows={6}
          radius="md"
          style={{ flex: 1 }}
        />
        <ActionIcon
          size="lg"
          radius="xl"
          aria-label="Send message"
          disabled={!composer.canSubmit}
          onClick={composer.submit}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </div>
  );
}
