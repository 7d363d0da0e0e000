import { IconUsers } from '@tabler/icons-react';
import { EmptyPanel } from '../../components/EmptyPanel';
import { PeopleSearch } from './PeopleSearch';

/** No contacts yet (spec 02 §2): what contacts are for, and a search to find the first ones. */
export function ContactsEmpty() {
  return (
    <EmptyPanel
      icon={<IconUsers />}
      title="No contacts yet"
      text="Contacts see each other online and can reach each other directly. Find people below, invite them by e-mail, or share your invite link."
    >
      <PeopleSearch />
    </EmptyPanel>
  );
}
