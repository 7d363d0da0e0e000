import { channelUpdateBody, type UserChannel } from '@plaza/contract';
import { useUnfollowChannel } from '../../channels';
import { PlaceGeneral } from '../community/PlaceGeneral';
import { SectionCard } from '../community/SectionCard';
import { PhotoUploadForm } from '../photo/PhotoUploadForm';
import { BackgroundPreview } from './BackgroundPreview';
import {
  useDeleteChannel,
  useInviteToChannel,
  useUpdateChannel,
  useUploadChannelBackground,
  useUploadChannelPhoto,
} from './use-channel-mutations';

/** The channel's Details tab: a channel also has a background photo, and is unfollowed rather than left. */
export function ChannelGeneral({ membership }: { membership: UserChannel }) {
  const { channel } = membership;
  const params = { id: channel.id };
  const update = useUpdateChannel();
  const photo = useUploadChannelPhoto();
  const background = useUploadChannelBackground();
  const invite = useInviteToChannel();
  const unfollow = useUnfollowChannel(channel.id);
  const remove = useDeleteChannel();
  return (
    <PlaceGeneral
      kind="channel"
      place={channel}
      role={membership.channelRole}
      saved={{ name: channel.name, description: channel.description, public: channel.public }}
      schema={channelUpdateBody}
      save={(body) => update.mutateAsync({ params, body })}
      saving={update.isPending}
      photo={{
        upload: (photoFile) => photo.mutateAsync({ params, body: { photoFile } }),
        uploading: photo.isPending,
        radius: 'xl',
        uploadLabel: 'Upload display photo',
      }}
      morePhotos={
        <SectionCard>
          <PhotoUploadForm
            title="Background photo"
            radius="md"
            current={<BackgroundPreview photo={channel.backgroundPhoto} />}
            upload={(photoFile) => background.mutateAsync({ params, body: { photoFile } })}
            uploading={background.isPending}
            uploadLabel="Upload background photo"
            banner
          />
        </SectionCard>
      }
      invite={(email) => invite.mutateAsync({ params, body: { email } })}
      inviting={invite.isPending}
      leave={() => unfollow.mutate({ params: { id: membership.id } })}
      remove={() => remove.mutate({ params })}
      pending={unfollow.isPending || remove.isPending}
    />
  );
}
