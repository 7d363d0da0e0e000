import { ActionIcon, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';

/** A search field that searches on Enter (or its button); clearing it shows everything again. */
export function SearchBox({ label, onSearch }: { label: string; onSearch: (term: string) => void }) {
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} role="search" style={{ maxWidth: 420 }}>
      <TextInput
        type="search"
        aria-label={label}
        placeholder={label}
        leftSection={<IconSearch size={16} />}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Search">
            <IconArrowRight size={16} />
          </ActionIcon>
        }
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (!event.currentTarget.value) onSearch('');
        }}
      />
    </form>
  );
}
