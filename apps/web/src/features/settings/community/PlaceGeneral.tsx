import { Stack, type MantineRadius } from '@mantine/core';
import { LAYOUT } from '../../../lib/presentation';
import type { ReactNode } from 'react';
import { CommunityAvatar } from '../../../components/CommunityAvatar';
import { PhotoUploadForm } from '../photo/PhotoUploadForm';
import { DangerZone } from './DangerZone';
import { DetailsForm, type DetailsFormProps } from './DetailsForm';
import { InvitePanel } from './InvitePanel';
import { SectionCard } from './SectionCard';

interface PlaceGeneralProps<Out> extends Omit<DetailsFormProps<Out>, 'canEdit'> {
  place: { id: string; name: string; displayPhoto: string | null };
  role: { canEdit: boolean; canInvite: boolean; canDelete: boolean };
  /** The display photo's upload, with its preview's corners as the photo shows elsewhere. */
  photo: { upload: (file: File) => Promise<unknown>; uploading: boolean; radius: MantineRadius; uploadLabel?: string };
  /** More photo cards for the kind (a channel's background), shown with canEdit. */
  morePhotos?: ReactNode;
  invite: (email: string) => Promise<unknown>;
  inviting: boolean;
  leave: () => void;
  remove: () => void;
  pending: boolean;
}

/** The place's details, photos, invitations and leave/delete, each as the user's role allows (spec 02 §6). */
export function PlaceGeneral<Out>(props: PlaceGeneralProps<Out>) {
  const { place, role, photo, morePhotos, invite, inviting, leave, remove, pending, ...details } = props;
  const { kind } = details;
  return (
    <Stack gap="lg">
      <SectionCard>
        <DetailsForm {...details} canEdit={role.canEdit} />
      </SectionCard>
      {role.canEdit && (
        <>
          <SectionCard>
            <PhotoUploadForm
              title="Display photo"
              radius={photo.radius}
              current={
                <CommunityAvatar
                  kind={kind}
                  id={place.id}
                  name={place.name}
                  photo={place.displayPhoto}
                  size={LAYOUT.photoPreview}
                />
              }
              upload={photo.upload}
              uploading={photo.uploading}
              uploadLabel={photo.uploadLabel}
            />
          </SectionCard>
          {morePhotos}
        </>
      )}
      {role.canInvite && (
        <SectionCard>
          <InvitePanel kind={kind} name={place.name} invite={invite} sending={inviting} />
        </SectionCard>
      )}
      <DangerZone
        kind={kind}
        name={place.name}
        canDelete={role.canDelete}
        leave={leave}
        remove={remove}
        pending={pending}
      />
    </Stack>
  );
}
