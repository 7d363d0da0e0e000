import { Stack } from '@mantine/core';
import { ZONE, zoneUpdateBody, type UserZone } from '@plaza/contract';
import { LAYOUT } from '../../../lib/presentation';
import { CommunityAvatar } from '../../community/CommunityAvatar';
import { DangerZone } from '../community/DangerZone';
import { DetailsForm } from '../community/DetailsForm';
import { InvitePanel } from '../community/InvitePanel';
import { SectionCard } from '../community/SectionCard';
import { PhotoUploadForm } from '../photo/PhotoUploadForm';
import { useDeleteZone, useInviteToZone, useLeaveZone, useUpdateZone, useUploadZonePhoto } from './use-zone-mutations';

/** The zone's details, photo, invitations and leave/delete, each as the user's role allows (spec 02 §6). */
export function ZoneGeneral({ membership }: { membership: UserZone }) {
  const { zone, zoneRole: role } = membership;
  const params = { id: zone.id };
  const update = useUpdateZone();
  const photo = useUploadZonePhoto();
  const invite = useInviteToZone();
  const leave = useLeaveZone(zone.id);
  const remove = useDeleteZone();

  return (
    <Stack gap="lg">
      <SectionCard>
        <DetailsForm
          kind="zone"
          saved={{ name: zone.name, subdomain: zone.subdomain, description: zone.description, public: zone.public }}
          canEdit={role.canEdit}
          descriptionMax={ZONE.descriptionMax}
          schema={zoneUpdateBody}
          save={(body) => update.mutateAsync({ params, body })}
          saving={update.isPending}
        />
      </SectionCard>
      {role.canEdit && (
        <SectionCard>
          <PhotoUploadForm
            title="Display photo"
            radius="md"
            current={
              <CommunityAvatar
                kind="zone"
                id={zone.id}
                name={zone.name}
                photo={zone.displayPhoto}
                size={LAYOUT.photoPreview}
              />
            }
            upload={(photoFile) => photo.mutateAsync({ params, body: { photoFile } })}
            uploading={photo.isPending}
          />
        </SectionCard>
      )}
      {role.canInvite && (
        <SectionCard>
          <InvitePanel
            kind="zone"
            name={zone.name}
            invite={(email) => invite.mutateAsync({ params, body: { email } })}
            sending={invite.isPending}
          />
        </SectionCard>
      )}
      <DangerZone
        kind="zone"
        name={zone.name}
        canDelete={role.canDelete}
        leave={() => leave.mutate({ params: { id: membership.id } })}
        remove={() => remove.mutate({ params })}
        pending={leave.isPending || remove.isPending}
      />
    </Stack>
  );
}
