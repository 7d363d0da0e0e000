import { Paper, Stack } from '@mantine/core';
import { useCurrentUser } from '../../../state/session';
import { DisplayPhotoForm } from './DisplayPhotoForm';
import { ProfileInfoForm } from './ProfileInfoForm';

/** Settings › Personal settings: profile information and display photo (spec 01 §2). */
export function PersonalSettingsPanel() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={760}>
      <Paper withBorder radius="lg" p="lg">
        <ProfileInfoForm user={user} />
      </Paper>
      <Paper withBorder radius="lg" p="lg">
        <DisplayPhotoForm user={user} />
      </Paper>
    </Stack>
  );
}
