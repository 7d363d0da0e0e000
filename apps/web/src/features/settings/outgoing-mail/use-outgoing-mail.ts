import { LISTS, type Endpoint, type OutboxPage, type UnverifiedUser } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ApiError } from '../../../api/api-error';
import { call } from '../../../api/client';
import { useApiMutation } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';
import { nextSkip } from '../../../lib/paging';

const { outbox, unverifiedUsers, resendVerification, verifyByHand } = api.outgoingMail;
const keyOf = (endpoint: Endpoint) => [endpoint.method, endpoint.path, 'pages'] as const;

interface Page<T> {
  data: T[];
  total: number;
}

/** A list read a page at a time, newest first, with the count already loaded as the next skip. */
function usePages<P extends Page<unknown>>(
  endpoint: Endpoint,
  fetchPage: (skip: number, signal: AbortSignal) => Promise<P>,
) {
  return useInfiniteQuery<P, ApiError, InfiniteData<P, number>, readonly unknown[], number>({
    queryKey: keyOf(endpoint),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });
}

/** The outbox; its first page also says whether SMTP_URL is set. */
export function useOutbox() {
  return usePages<OutboxPage>(outbox, (skip, signal) =>
    call(outbox, { query: { skip, limit: LISTS.memberPage } }, { signal }),
  );
}

export function useUnverifiedUsers() {
  return usePages<Page<UnverifiedUser>>(unverifiedUsers, (skip, signal) =>
    call(unverifiedUsers, { query: { skip, limit: LISTS.memberPage } }, { signal }),
  );
}

/**
 * Resending adds a mail to the outbox; verifying takes the member off the list. Either way both
 * lists are read again from the start, since skip-based pages would otherwise miss a row.
 */
export function useMemberActions() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: keyOf(unverifiedUsers) }),
      client.invalidateQueries({ queryKey: keyOf(outbox) }),
    ]);
  const resend = useApiMutation(resendVerification, { onSuccess: refresh });
  const verify = useApiMutation(verifyByHand, {
    onSuccess: (user) => {
      showSuccessToast(`${user.email} is verified. They can sign in now (username ${user.userName}).`);
      return refresh();
    },
  });
  return { resend, verify };
}
