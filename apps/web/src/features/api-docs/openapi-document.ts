import { API_VERSION, OPENAPI_PATH } from '@plaza/contract';
import { useQuery } from '@tanstack/react-query';

/** Where the server serves the OpenAPI document generated from the contract. */
export const OPENAPI_URL = `/${API_VERSION}${OPENAPI_PATH}`;

/** The parsed document: an OpenAPI 3.1 object, handed to the renderer as is. */
export type OpenApiDocument = Record<string, unknown>;

function isDocument(value: unknown): value is OpenApiDocument {
  return typeof value === 'object' && value !== null && 'openapi' in value && 'paths' in value;
}

async function fetchOpenApiDocument(signal: AbortSignal): Promise<OpenApiDocument> {
  const response = await fetch(OPENAPI_URL, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`The server answered ${response.status} ${response.statusText}.`.trim());
  const body: unknown = await response.json();
  if (!isDocument(body)) throw new Error('The server sent something that is not an OpenAPI document.');
  return body;
}

/** The document, fetched once per visit; it only changes when the server is upgraded. */
export function useOpenApiDocument() {
  return useQuery({
    queryKey: ['openapi-document', OPENAPI_URL],
    queryFn: ({ signal }) => fetchOpenApiDocument(signal),
    staleTime: Infinity,
    retry: 1,
  });
}
