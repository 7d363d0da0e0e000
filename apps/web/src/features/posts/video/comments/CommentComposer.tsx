import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { COMMENT } from '@plaza/contract';
import { useState, type KeyboardEvent } from 'react';
import { canSend, cleanText, showCounter } from './comment-draft';

interface CommentComposerProps {
  /** Names the field for screen readers and shows as its placeholder. */
  label: string;
  submitLabel: string;
  initialText?: string;
  /** Whether the text may be sent; by default whenever it is not empty. */
  ready?: (text: string) => boolean;
  /** Sends the trimmed text; a rejection keeps the text for another try. */
  onSubmit: (text: string) => Promise<unknown>;
  /** Given for a reply or an edit: a Cancel button, and Escape cancels. */
  onCancel?: () => void;
  autoFocus?: boolean;
}

/** A comment, reply or edit being written: Ctrl/Cmd+Enter sends, Send stays off while empty (spec 02 §4). */
export function CommentComposer(props: CommentComposerProps) {
  const { label, submitLabel, initialText = '', ready = canSend, onSubmit, onCancel, autoFocus } = props;
  const [text, setText] = useState(initialText);
  const [sending, setSending] = useState(false);
  const allowed = ready(text) && !sending;
  // Mantine's autosize listens to document.fonts; where a browser (or test DOM) lacks it, a plain field.
  const autosize = 'fonts' in document;

  const submit = async () => {
    if (!allowed) return;
    setSending(true);
    try {
      await onSubmit(cleanText(text));
      setText('');
    } catch {
      // The error policy has shown why; the text stays for another try.
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <Stack gap={6}>
      <Textarea
        aria-label={label}
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={COMMENT.max}
        autosize={autosize}
        minRows={onCancel ? 1 : 2}
        maxRows={10}
        autoFocus={autoFocus}
        radius="md"
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c={text.length >= COMMENT.max ? 'red' : 'dimmed'} aria-live="polite">
          {showCounter(text) ? `${text.length}/${COMMENT.max}` : ''}
        </Text>
        <Group gap="xs">
          {onCancel && (
            <Button size="xs" variant="subtle" color="gray" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button size="xs" radius="xl" disabled={!allowed} loading={sending} onClick={() => void submit()}>
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
