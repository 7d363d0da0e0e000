import { TextInput, type MantineSize } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchPath } from './search-paths';

interface SearchFieldProps {
  size?: MantineSize;
  width?: number | string;
}

/** A compact search box: Enter opens /search/post/<term>. */
export function SearchField({ size = 'sm', width = 240 }: SearchFieldProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath('post', text);
    if (path) void navigate(path);
  };
  return (
    <form onSubmit={submit} role="search" style={{ width, maxWidth: '100%', minWidth: 0 }}>
      <TextInput
        type="search"
        size={size}
        radius="xl"
        aria-label="Search videos, channels, zones and people"
        placeholder="Search"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </form>
  );
}
