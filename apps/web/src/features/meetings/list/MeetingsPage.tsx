import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { MEETING } from '@plaza/contract';
import { IconCalendarOff, IconCalendarPlus, IconVideoPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ListEmpty, ListSkeleton, LoadMore, QueryStates } from '../../../components/ListStates';
import { PageFrame } from '../../../components/PageFrame';
import { useSessionStore } from '../../../state/session';
import { openMeetNow, openPlanMeeting } from '../meeting-dialogs-store';
import { meetingsOf, useMeetingList, type MeetingsWhen } from '../meeting-queries';
import { browserTimeZone } from '../meeting-time-format';
import { MeetingRow } from './MeetingRow';

const TAB_LABELS: Record<MeetingsWhen, string> = { upcoming: 'Upcoming', live: 'Live now', past: 'Past' };
const EMPTY_TEXTS: Record<MeetingsWhen, string> = {
  upcoming: 'No upcoming meetings. Plan one, or wait for an invitation.',
  live: 'No meeting is live now.',
  past: 'No past meetings yet.',
};
const WHEN_PARAM = 'when';

const isWhen = (value: string | null): value is MeetingsWhen =>
  value !== null && (MEETING.listWhen as readonly string[]).includes(value);

/** /meetings: the meetings one created or was invited to, upcoming, live now or past. */
export function MeetingsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(WHEN_PARAM);
  const when: MeetingsWhen = isWhen(raw) ? raw : 'upcoming';
  return (
    <PageFrame
      title="Meetings"
      description={`Meetings you planned or were invited to. Times are in your time zone (${browserTimeZone()}).`}
      actions={
        <Group gap="sm">
          <Button variant="default" leftSection={<IconVideoPlus size={18} />} onClick={openMeetNow}>
            Meet now
          </Button>
          <Button leftSection={<IconCalendarPlus size={18} />} onClick={() => openPlanMeeting('planned')}>
            Plan a meeting
          </Button>
        </Group>
      }
    >
      <Tabs
        value={when}
        onChange={(next) => {
          if (isWhen(next)) setParams(next === 'upcoming' ? {} : { [WHEN_PARAM]: next }, { replace: true });
        }}
      >
        <Tabs.List>
          {MEETING.listWhen.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={when} pt="md">
          <MeetingList when={when} />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}

function MeetingList({ when }: { when: MeetingsWhen }) {
  const selfId = useSessionStore((s) => s.user?.id ?? null);
  const query = useMeetingList(when);
  const meetings = meetingsOf(query.data);
  return (
    <QueryStates
      query={query}
      isEmpty={meetings.length === 0}
      loading={<ListSkeleton rows={3} height={72} />}
      empty={<ListEmpty icon={<IconCalendarOff />} text={EMPTY_TEXTS[when]} />}
    >
      <Stack gap="sm">
        <Stack
          component="ul"
          aria-label={`${TAB_LABELS[when]} meetings`}
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {meetings.map((meeting) => (
            <MeetingRow key={meeting.id} meeting={meeting} isHost={meeting.creator.id === selfId} />
          ))}
        </Stack>
        <LoadMore query={query} />
        {query.isError && meetings.length > 0 && (
          <Text size="sm" c="dimmed">
            {query.error.message}
          </Text>
        )}
      </Stack>
    </QueryStates>
  );
}
