import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import * as api from '@plaza/contract/api';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useApiQuery } from '../../api/hooks';
import { useSocketStore } from '../../realtime/socket';
import { PATHS } from '../../routing/paths';
import { MeetingLobby } from './MeetingLobby';
import { MeetingRoomView } from './MeetingRoomView';
import { MeetingSession } from './meeting-session';
import { CLOSED_TEXT, NOT_FOUND_TEXT } from './meeting-texts';

/** /meeting/{slug}: the lobby, then the room; not found, ended and unavailable said plainly. */
export function MeetingRoomPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const join = params.get('join') ?? undefined;
  const meeting = useApiQuery(
    api.meetings.get,
    { params: { slug }, query: join ? { join } : {} },
    { toast: false, retry: false },
  );
  const socket = useSocketStore((s) => s.socket);
  const [session, setSession] = useState<MeetingSession | null>(null);
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [gone, setGone] = useState(false);
  const closed = useClosed(session);

  useEffect(() => () => session?.leave(), [session]);

  if (meeting.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label="Loading the meeting" />
      </Center>
    );
  }
  const view = meeting.data;
  if (gone || !view || !view.permissions.canJoin) {
    if (view?.meeting.status === 'ended') return <Message {...CLOSED_TEXT.ended} />;
    return <Message {...NOT_FOUND_TEXT} />;
  }
  if (view.meeting.status === 'ended' && !session) return <Message {...CLOSED_TEXT.ended} />;
  if (closed) return <Message {...CLOSED_TEXT[closed]} rejoin={closed !== 'ended' && closed !== 'removed'} />;
  if (session?.state().room) return <MeetingRoomView session={session} />;

  const onJoin = async (stream: MediaStream | null) => {
    if (!socket) return setError('Not connected to the server yet. Please try again.');
    setJoining(true);
    setError(null);
    const next = new MeetingSession(socket, stream);
    const answer = await next.join(slug, join);
    setJoining(false);
    if (answer.ok) return setSession(next);
    next.leave();
    if (answer.code === 'MEETING_NOT_FOUND') setGone(true);
    else setError(answer.text);
  };
  return (
    <MeetingLobby
      title={view.meeting.title}
      canPublish={view.permissions.canPublish}
      joining={joining}
      error={error}
      onJoin={(stream) => void onJoin(stream)}
    />
  );
}

function useClosed(session: MeetingSession | null) {
  const [closed, setClosed] = useState(session?.state().closed ?? null);
  useEffect(() => {
    if (!session) return;
    const update = () => setClosed(session.state().closed);
    update();
    const stop = session.subscribe(update);
    return () => {
      stop();
    };
  }, [session]);
  return closed;
}

function Message({ title, text, rejoin = false }: { title: string; text: string; rejoin?: boolean }) {
  return (
    <Center p="xl">
      <Stack maw={480} align="center" gap="sm" ta="center">
        <Title order={2}>{title}</Title>
        <Text>{text}</Text>
        {rejoin ? (
          <Button onClick={() => window.location.reload()}>Join again</Button>
        ) : (
          <Button component={Link} to={PATHS.home} variant="default">
            Back to home
          </Button>
        )}
      </Stack>
    </Center>
  );
}
