import { Paper, Skeleton, Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { ListError } from '../../components/ListStates';
import { ProfileHeader } from './header/ProfileHeader';
import { ProfileNotFound } from './ProfileNotFound';
import { useProfile, type ProfileReply } from './profile-queries';
import { PinnedPost } from './sections/PinnedPost';
import { ProfileChannels, ProfileZones } from './sections/ProfileCommunities';
import { ProfileContacts } from './sections/ProfileContacts';
import { ProfileVideos } from './sections/ProfileVideos';

/** /user/:userName (spec 02 §2 Profile). */
export function ProfilePage() {
  const { userName = '' } = useParams();
  const query = useProfile(userName);
  if (query.isPending) {
    return (
      <Paper withBorder radius="lg" p="xl" role="status" aria-label="Loading profile">
        <Skeleton circle height={96} mb="md" />
        <Skeleton height={24} width="40%" mb="xs" />
        <Skeleton height={14} width="25%" />
      </Paper>
    );
  }
  if (query.isError) {
    // A name that cannot be a username is refused before any lookup (400): nobody has it either.
    if (query.error.code === 'USER_NOT_FOUND' || query.error.status === 400) return <ProfileNotFound />;
    return <ListError text={query.error.message} onRetry={() => void query.refetch()} />;
  }
  return <Profile userName={userName} profile={query.data} />;
}

function Profile({ userName, profile: user }: { userName: string; profile: ProfileReply }) {
  const { relation } = user;
  usePageTitle(user.fullName);
  return (
    <Stack gap="xl">
      <ProfileHeader user={user} userName={userName} relation={relation} />
      <PinnedPost userId={user.id} self={relation.self} />
      <ProfileVideos userId={user.id} self={relation.self} />
      <ProfileContacts userName={userName} self={relation.self} />
      <ProfileChannels userId={user.id} />
      <ProfileZones userId={user.id} />
    </Stack>
  );
}
