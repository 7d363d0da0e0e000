import { Stack, TextInput } from '@mantine/core';
import type { Contact } from '@plaza/contract';
import { IconSearch, IconUserSearch } from '@tabler/icons-react';
import { ListEmpty, ListSkeleton, LoadMore, QueryStates } from '../../components/ListStates';
import { ContactRow } from './ContactRow';
import type { useContactList } from './contact-queries';

interface ContactListProps {
  query: ReturnType<typeof useContactList>;
  search: string;
  onSearch: (text: string) => void;
  /** The debounced term the list was asked for, for the empty text. */
  term: string;
  selectedId: string | null;
  onSelect: (contact: Contact) => void;
}

/** The contact list with its search box (searched on the server), "Load more", and its states. */
export function ContactList({ query, search, onSearch, term, selectedId, onSelect }: ContactListProps) {
  const contacts = query.data ?? [];
  return (
    <Stack gap="sm">
      <TextInput
        type="search"
        aria-label="Search contacts"
        placeholder="Search contacts"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <QueryStates
        query={query}
        isEmpty={contacts.length === 0}
        loading={<ListSkeleton rows={4} height={60} />}
        empty={<ListEmpty icon={<IconUserSearch />} text={`No contacts match “${term}”.`} />}
      >
        <Stack component="ul" aria-label="Contacts" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {contacts.map((contact) => (
            <ContactRow
              key={contact.id}
              contact={contact}
              selected={contact.contactUser.id === selectedId}
              onSelect={onSelect}
            />
          ))}
        </Stack>
        <LoadMore query={query} />
      </QueryStates>
    </Stack>
  );
}
