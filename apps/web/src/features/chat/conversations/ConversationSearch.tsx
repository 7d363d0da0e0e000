import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The conversation list's search box; the list asks the server once the typing pauses. */
export function ConversationSearch({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <TextInput
      type="search"
      aria-label="Search conversations"
      placeholder="Search conversations"
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
