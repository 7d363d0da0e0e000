import { MEETING, type Meeting, type MeetingCreateInput, type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ApiError } from '../../api/api-error';
import { call } from '../../api/client';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { nextSkip } from '../../lib/paging';

export type MeetingsWhen = (typeof MEETING.listWhen)[number];
type ListPage = ReplyOf<typeof api.meetings.list>;

/**
 * The member's saved meeting settings. Asked for each time the Plan dialog opens, not with the
 * timeline as the spec's client does: only this dialog reads them, and it starts from fresh ones.
 */
export function useUserMeetingConfig() {
  return useApiQuery(api.meetings.userConfig, {}, { toast: false, staleTime: 0 });
}

const listKey = (when: MeetingsWhen) => [api.meetings.list.method, api.meetings.list.path, when, 'pages'] as const;

/** One tab of /meetings, MEETING.listPage at a time; errors show in place. */
export function useMeetingList(when: MeetingsWhen) {
  return useInfiniteQuery<ListPage, ApiError, InfiniteData<ListPage, number>, ReturnType<typeof listKey>, number>({
    queryKey: listKey(when),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(api.meetings.list, { query: { when, skip: pageParam, limit: MEETING.listPage } }, { signal, toast: false }),
    getNextPageParam: (_last, pages) => nextSkip(pages),
  });
}

export const meetingsOf = (data: InfiniteData<ListPage, number> | undefined): Meeting[] =>
  data?.pages.flatMap((page) => page.data) ?? [];

/**
 * Creates a meeting. Errors are the caller's to show (in the dialog, with nothing lost); afterwards
 * the lists and, when saved, the member's settings are asked for again.
 */
export function useCreateMeeting() {
  const client = useQueryClient();
  return useApiMutation(api.meetings.create, {
    toast: false,
    onSuccess: (_created, input: { body: MeetingCreateInput }) => {
      void client.invalidateQueries({ queryKey: [api.meetings.list.method, api.meetings.list.path] });
      if (input.body.saveConfig) {
        void client.invalidateQueries({ queryKey: [api.meetings.userConfig.method, api.meetings.userConfig.path] });
      }
    },
  });
}

/** The share link of a meeting the caller hosts (GET /meeting/join-link/{slug}). */
export function fetchJoinLink(slug: string) {
  return call(api.meetings.joinLink, { params: { slug } }, { toast: false });
}
