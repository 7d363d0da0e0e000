import { Badge, Code, Paper, Table, Text } from '@mantine/core';
import { API_VERSION, allEndpoints, type HttpMethod } from '@plaza/contract';
import { PageFrame } from '../../components/PageFrame';

const METHOD_COLORS: Record<HttpMethod, string> = {
  GET: 'blue',
  POST: 'teal',
  PUT: 'orange',
  PATCH: 'yellow',
  DELETE: 'red',
};

const ACCESS_LABELS = { public: 'Anyone', user: 'Signed in', superAdmin: 'Super admin' } as const;

/** The endpoint list, read from the same contract the server registers its handlers from. */
export function ApiDocsPage() {
  const endpoints = allEndpoints();
  return (
    <PageFrame
      title="API documentation"
      description={`Every endpoint of the Plaza API, version ${API_VERSION}. Interactive documentation with request and reply shapes is coming soon.`}
    >
      <Paper withBorder radius="lg" style={{ overflowX: 'auto' }}>
        <Table verticalSpacing="sm" horizontalSpacing="md" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Method</Table.Th>
              <Table.Th>Path</Table.Th>
              <Table.Th>What it does</Table.Th>
              <Table.Th>Who may call it</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {endpoints.map((endpoint) => (
              <Table.Tr key={`${endpoint.method} ${endpoint.path}`}>
                <Table.Td>
                  <Badge color={METHOD_COLORS[endpoint.method]} variant="light">
                    {endpoint.method}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Code style={{ whiteSpace: 'nowrap' }}>{`/${API_VERSION}${endpoint.path}`}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{endpoint.summary}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {ACCESS_LABELS[endpoint.access]}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </PageFrame>
  );
}
