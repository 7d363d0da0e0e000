import { Alert, Anchor, Box, Button, Center, Loader, Paper, Stack, Text } from '@mantine/core';
import { API_VERSION } from '@plaza/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { PageFrame } from '../../components/PageFrame';
import { ApiAuthIntro } from './ApiAuthIntro';
import { OPENAPI_URL, useOpenApiDocument } from './openapi-document';

/** The renderer is large; it is fetched only when someone opens this page. */
const OpenApiViewer = lazy(() => import('./OpenApiViewer'));

function Loading() {
  return (
    <Center py={96} role="status">
      <Stack align="center" gap="xs">
        <Loader />
        <Text size="sm" c="dimmed">
          Loading the API reference…
        </Text>
      </Stack>
    </Center>
  );
}

function Reference() {
  const openapi = useOpenApiDocument();
  if (openapi.isPending) return <Loading />;
  if (openapi.isError) {
    return (
      <Box p="lg">
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} />}
          title="The API reference could not be loaded"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{openapi.error.message}</Text>
            <Button
              size="xs"
              variant="light"
              color="red"
              onClick={() => void openapi.refetch()}
              loading={openapi.isFetching}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      </Box>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <OpenApiViewer document={openapi.data} />
    </Suspense>
  );
}

export function ApiDocsPage() {
  return (
    <PageFrame
      title="API documentation"
      description={
        <>
          Everything the Plaza web app does goes through this API, version {API_VERSION}. The reference below is read
          from the server’s own OpenAPI document at <Anchor href={OPENAPI_URL}>{OPENAPI_URL}</Anchor>, so it always
          matches the running version.
        </>
      }
    >
      <ApiAuthIntro />
      <Paper withBorder radius="lg" h={{ base: '85dvh', md: '80dvh' }} mih={480} style={{ overflow: 'hidden' }}>
        <Reference />
      </Paper>
    </PageFrame>
  );
}
