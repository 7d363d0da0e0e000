import type { CallInput, Endpoint, ReplyOf } from '@plaza/contract';
import { useMutation, useQuery, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { call, type CallOptions } from './client';

/** The cache key of a call: the endpoint's method and path, then its input. */
export function queryKeyOf<E extends Endpoint>(endpoint: E, input: CallInput<E>) {
  return [endpoint.method, endpoint.path, input] as const;
}

type QueryExtras<E extends Endpoint> = Omit<UseQueryOptions<ReplyOf<E>, ApiError>, 'queryKey' | 'queryFn'> &
  Pick<CallOptions, 'toast'> & {
    /** Waited for before each ask (e.g. the socket that keeps the answer current being up). */
    waitFor?: () => Promise<void>;
  };

/** Reads an endpoint through TanStack Query; errors go through the error policy inside `call`. */
export function useApiQuery<E extends Endpoint>(endpoint: E, input: CallInput<E>, options: QueryExtras<E> = {}) {
  const { toast, waitFor, ...queryOptions } = options;
  return useQuery<ReplyOf<E>, ApiError>({
    queryKey: queryKeyOf(endpoint, input),
    queryFn: waitFor
      ? async ({ signal }) => {
          await waitFor();
          return call(endpoint, input, { signal, toast });
        }
      : ({ signal }) => call(endpoint, input, { signal, toast }),
    ...queryOptions,
  });
}

type MutationExtras<E extends Endpoint> = Omit<UseMutationOptions<ReplyOf<E>, ApiError, CallInput<E>>, 'mutationFn'> &
  Pick<CallOptions, 'toast'>;

/** Changes something through an endpoint; `mutate(input)` takes the endpoint's params/query/body. */
export function useApiMutation<E extends Endpoint>(endpoint: E, options: MutationExtras<E> = {}) {
  const { toast, ...mutationOptions } = options;
  return useMutation<ReplyOf<E>, ApiError, CallInput<E>>({
    mutationFn: (input) => call(endpoint, input, { toast }),
    ...mutationOptions,
  });
}
