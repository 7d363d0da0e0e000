import { Stack } from '@mantine/core';
import { CHANNEL, channelUpdateBody, type UserChannel } from '@plaza/contract';
import { LAYOUT } from '../../../lib/presentation';
import { CommunityAvatar } from '../../community/CommunityAvatar';
import { DangerZone } from '../community/DangerZone';
import { DetailsForm } from '../community/DetailsForm';
import { InvitePanel } from '../community/InvitePanel';
import { SectionCard } from '../community/SectionCard';
import { PhotoUploadForm } from '../photo/PhotoUploadForm';
import { BackgroundPreview } from './BackgroundPreview';
import {
  useDeleteChannel,
  useInviteToChannel,
  useUnfollowChannel,
  useUpdateChannel,
  useUploadChannelBackground,
  useUploadChannelPhoto,
} from './use-channel-mutations';

/** The channel's details, photos, invitations and unfollow/delete, each as the user's role allows (spec 02 §6). */
export function ChannelGeneral({ membership }: { membership: UserChannel }) {
  const { channel, channelRole: role } = membership;
  const params = { id: channel.id };
  const update = useUpdateChannel();
  const photo = useUploadChannelPhoto();
  const background = useUploadChannelBackground();
  const invite = useInviteToChannel();
  const unfollow = useUnfollowChannel(channel.id);
  const remove = useDeleteChannel();

  return (
    <Stack gap="lg">
      <SectionCard>
        <DetailsForm
          kind="channel"
          saved={{ name: channel.name, description: channel.description, public: channel.public }}
          canEdit={role.canEdit}
          descriptionMax={CHANNEL.descriptionMax}
          schema={channelUpdateBody}
          save={(body) => update.mutateAsync({ params, body })}
          saving={update.isPending}
        />
      </SectionCard>
      {role.canEdit && (
        <>
          <SectionCard>
            <PhotoUploadForm
              title="Display photo"
              radius="xl"
              current={
                <CommunityAvatar
                  kind="channel"
                  id={channel.id}
                  name={channel.name}
                  photo={channel.displayPhoto}
                  size={LAYOUT.photoPreview}
                />
              }
              upload={(photoFile) => photo.mutateAsync({ params, body: { photoFile } })}
              uploading={photo.isPending}
              uploadLabel="Upload display photo"
            />
          </SectionCard>
          <SectionCard>
            <PhotoUploadForm
              title="Background photo"
              radius="md"
              current={<BackgroundPreview photo={channel.backgroundPhoto} />}
              upload={(photoFile) => background.mutateAsync({ params, body: { photoFile } })}
              uploading={background.isPending}
              uploadLabel="Upload background photo"
            />
          </SectionCard>
        </>
      )}
      {role.canInvite && (
        <SectionCard>
          <InvitePanel
            kind="channel"
            name={channel.name}
            invite={(email) => invite.mutateAsync({ params, body: { email } })}
            sending={invite.isPending}
          />
        </SectionCard>
      )}
      <DangerZone
        kind="channel"
        name={channel.name}
        canDelete={role.canDelete}
        leave={() => unfollow.mutate({ params: { id: membership.id } })}
        remove={() => remove.mutate({ params })}
        pending={unfollow.isPending || remove.isPending}
      />
    </Stack>
  );
}
