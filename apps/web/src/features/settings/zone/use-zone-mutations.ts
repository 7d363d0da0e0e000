import { api, type ReplyOf, type Zone } from '@plaza/contract';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf, useApiMutation } from '../../../api/hooks';
import { showSuccessToast } from '../../../lib/toast';
import { invalidateCommunity } from '../../zones';
import { useSelectedZoneFollowUp } from './use-selected-zone-follow-up';

type UserZones = ReplyOf<typeof api.userZones.list>;
const USER_ZONES_KEY = queryKeyOf(api.userZones.list, {});

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

/**
 * Leaving or deleting drops the zone from the user's lists. When it is the selected zone, the user
 * returns home after TIMING.zoneDeleteRedirectMs (spec 02 §4) instead of refreshing its lists.
 */
function useZoneGone(toast: string) {
  const queryClient = useQueryClient();
  const followUp = useSelectedZoneFollowUp();
  return (zoneId: string) => {
    showSuccessToast(toast);
    queryClient.setQueryData<UserZones>(USER_ZONES_KEY, (old) => (old ? old.filter((m) => m.zone.id !== zoneId) : old));
    if (followUp.gone(zoneId)) return;
    void invalidateCommunity(queryClient);
  };
}

export function useLeaveZone(zoneId: string) {
  const gone = useZoneGone('Zone left');
  return useApiMutation(api.userZones.leave, { onSuccess: () => gone(zoneId) });
}

export function useDeleteZone() {
  const gone = useZoneGone('Zone deleted');
  return useApiMutation(api.zones.remove, { onSuccess: (_reply, { params }) => gone(params.id) });
}
