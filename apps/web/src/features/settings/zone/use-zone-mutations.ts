import { type ReplyOf, type Zone } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';
import { invalidateCommunity, USER_ZONES_KEY, useSelectedZoneFollowUp, useZoneGone } from '../../zones';

type UserZones = ReplyOf<typeof api.userZones.list>;

/** The changed zone replaces its copy in the user's zones at once, then every zone list refreshes. */
function useMergeZone() {
  const queryClient = useQueryClient();
  const followUp = useSelectedZoneFollowUp();
  return (zone: Zone) => {
    queryClient.setQueryData<UserZones>(USER_ZONES_KEY, (old) =>
      old ? old.map((m) => (m.zone.id === zone.id ? { ...m, zone } : m)) : old,
    );
    if (followUp.changed(zone)) return;
    void invalidateCommunity(queryClient);
  };
}

export function useUpdateZone() {
  const merge = useMergeZone();
  return useApiMutation(api.zones.update, {
    onSuccess: (zone) => {
      merge(zone);
      showSuccessToast('Changes saved');
    },
  });
}

export function useUploadZonePhoto() {
  const merge = useMergeZone();
  return useApiMutation(api.zones.uploadPhoto, {
    onSuccess: (zone) => {
      merge(zone);
      showSuccessToast('Display photo updated');
    },
  });
}

export function useInviteToZone() {
  return useApiMutation(api.zones.invite, {
    onSuccess: (_reply, { body }) => showSuccessToast(`Invitation sent to ${body.email}`),
  });
}

export function useDeleteZone() {
  const gone = useZoneGone('Zone deleted');
  return useApiMutation(api.zones.remove, { onSuccess: (_reply, { params }) => gone(params.id) });
}
