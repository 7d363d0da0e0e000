import { Center, Loader } from '@mantine/core';

export function CenteredLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="100dvh" role="status" aria-label={label}>
      <Loader size="lg" />
    </Center>
  );
}
