import { ActionIcon, Box, Button, Group, List, Menu, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconDots,
  IconMicrophone,
  IconMicrophoneOff,
  IconPhoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { RoundControl as Control } from '../../components/RoundControl';
import { showErrorToast, showSuccessToast } from '../../lib/toast';
import type { MeetingSession } from './meeting-session';
import { VideoTile } from './VideoTile';

const ROLE_TEXT = { host: 'Host', presenter: 'Presenter', attendee: 'Attendee' } as const;

/** The room: everyone's video, the controls, the participants; the host's actions. */
export function MeetingRoomView({ session }: { session: MeetingSession }) {
  const state = useSyncExternalStore(session.subscribe, session.state);
  const { room } = state;
  if (!room) return null;
  const isHost = room.you.role === 'host';
  const report = async (work: Promise<{ ok: boolean; text?: string }>, done: string) => {
    const answer = await work;
    if (answer.ok) showSuccessToast(done);
    else if (answer.text) showErrorToast(answer.text);
  };
  const publishing = room.you.canPublish && session.local !== null && session.local.getTracks().length > 0;

  return (
    <Stack p="md" gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3" lineClamp={1}>
          {room.title}
        </Title>
        <Text c="dimmed" size="sm">
          {state.remotes.length + 1} in the meeting
        </Text>
      </Group>
      {state.mutedByHost && <Text c="yellow">The host muted everyone. Turn your microphone on to speak.</Text>}
      <Box style={{ display: 'grid', gap: 'var(--mantine-spacing-md)' }} className="meeting-layout">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" role="region" aria-label="Participants’ videos">
          {publishing && (
            <VideoTile
              name="You"
              stream={state.cameraOn || state.sharing ? session.local : null}
              mirrored={!state.sharing}
              self
              note={state.micOn ? undefined : 'Muted'}
            />
          )}
          {state.remotes.map((tile) => (
            <VideoTile
              key={tile.participant.user.id}
              name={tile.participant.user.name}
              stream={tile.stream}
              frames={tile.framesDecoded}
              speaking={tile.speaking}
              note={tile.participant.feed === null ? 'Not sharing' : undefined}
            />
          ))}
        </SimpleGrid>
        <Paper withBorder p="sm" radius="md">
          <Text fw={600} mb="xs">
            Participants
          </Text>
          <List listStyleType="none" spacing={4} aria-label="Participants">
            <List.Item>
              <Text size="sm">You · {ROLE_TEXT[room.you.role]}</Text>
            </List.Item>
            {state.remotes.map(({ participant: p }) => (
              <List.Item key={p.user.id}>
                <Group gap="xs" wrap="nowrap">
                  <Text size="sm">
                    {p.user.name} · {ROLE_TEXT[p.role]}
                  </Text>
                  {isHost && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${p.user.name}`}
                      onClick={() => void report(session.remove(p.user.id), `${p.user.name} was removed.`)}
                    >
                      Remove
                    </Button>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </Paper>
      </Box>
      <Group
        justify="center"
        gap="sm"
        pos="sticky"
        bottom={8}
        p="xs"
        bg="var(--mantine-color-body)"
        style={{ borderRadius: 999, boxShadow: 'var(--mantine-shadow-md)', alignSelf: 'center' }}
      >
        {publishing && (
          <>
            <Control label={state.micOn ? 'Mute' : 'Unmute'} onClick={() => session.toggleMic()} pressed={!state.micOn}>
              {state.micOn ? <IconMicrophone /> : <IconMicrophoneOff />}
            </Control>
            <Control
              label={state.cameraOn ? 'Turn camera off' : 'Turn camera on'}
              onClick={() => session.toggleCamera()}
              pressed={!state.cameraOn}
            >
              {state.cameraOn ? <IconVideo /> : <IconVideoOff />}
            </Control>
            <Control
              label={state.sharing ? 'Stop sharing' : 'Share screen'}
              onClick={() => void session.toggleScreen()}
              pressed={state.sharing}
            >
              {state.sharing ? <IconScreenShareOff /> : <IconScreenShare />}
            </Control>
          </>
        )}
        <Control label="Leave" color="red" onClick={() => session.leave()}>
          <IconPhoneOff />
        </Control>
        {isHost && (
          <Menu position="top">
            <Menu.Target>
              <ActionIcon size="xl" radius="xl" variant="default" aria-label="Host actions">
                <IconDots />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void report(session.muteAll(), 'Everyone was asked to mute.')}>
                Mute everyone
              </Menu.Item>
              <Menu.Item color="red" onClick={() => void report(session.end(), 'The meeting has ended.')}>
                End meeting for all
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Stack>
  );
}
