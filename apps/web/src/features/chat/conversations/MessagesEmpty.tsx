import { Alert, Center, EmptyState } from '@mantine/core';
import { IconInfoCircle, IconMessages } from '@tabler/icons-react';

/** The pane while no conversation is open; `notFound` when the address named one that does not exist. */
export function MessagesEmpty({ notFound }: { notFound: boolean }) {
  return (
    <Center h="100%" p="lg">
      <EmptyState
        icon={<IconMessages />}
        variant="light"
        title="Choose a conversation"
        description="Pick someone from the list to read and send messages."
      >
        {notFound && (
          <Alert variant="light" color="yellow" icon={<IconInfoCircle size={16} />} mt="md" role="status">
            That conversation could not be found.
          </Alert>
        )}
      </EmptyState>
    </Center>
  );
}
