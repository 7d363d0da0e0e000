import { zoneUpdateBody, type UserZone } from '@plaza/contract';
import { PlaceGeneral } from '../community/PlaceGeneral';
import { useLeaveZone } from '../../zones';
import { useDeleteZone, useInviteToZone, useUpdateZone, useUploadZonePhoto } from './use-zone-mutations';

/** The zone's Details tab: its address is a detail too; leaving also unfollows its channels. */
export function ZoneGeneral({ membership }: { membership: UserZone }) {
  const { zone } = membership;
  const params = { id: zone.id };
  const update = useUpdateZone();
  const photo = useUploadZonePhoto();
  const invite = useInviteToZone();
  const leave = useLeaveZone(zone.id);
  const remove = useDeleteZone();
  return (
    <PlaceGeneral
      kind="zone"
      place={zone}
      role={membership.zoneRole}
      saved={{ name: zone.name, subdomain: zone.subdomain, description: zone.description, public: zone.public }}
      schema={zoneUpdateBody}
      save={(body) => update.mutateAsync({ params, body })}
      saving={update.isPending}
      photo={{
        upload: (photoFile) => photo.mutateAsync({ params, body: { photoFile } }),
        uploading: photo.isPending,
        radius: 'md',
      }}
      invite={(email) => invite.mutateAsync({ params, body: { email } })}
      inviting={invite.isPending}
      leave={() => leave.mutate({ params: { id: membership.id } })}
      remove={() => remove.mutate({ params })}
      pending={leave.isPending || remove.isPending}
    />
  );
}
