import { Text } from '@mantine/core';
import { availabilityNote, type Availability } from './username-availability';

/** The availability line under the username field, announced politely to screen readers. */
export function UserNameAvailability({ availability }: { availability: Availability | null }) {
  const note = availabilityNote(availability);
  return (
    <Text role="status" aria-live="polite" size="sm" c={note?.color} mt={-8} mih={0}>
      {note?.text}
    </Text>
  );
}
