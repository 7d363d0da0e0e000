import { type ReplyOf } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf, useApiMutation } from '../../api/hooks';
import { showSuccessToast } from '../../lib/toast';
import { invalidateCommunity } from './queries';
import { useSelectedZoneFollowUp } from './use-selected-zone-follow-up';
import { explainOwnerRefusal, LEAVE_TEXT } from '../../components/leave-text';

type UserZones = ReplyOf<typeof api.userZones.list>;
export const USER_ZONES_KEY = queryKeyOf(api.userZones.list, {});

/** Creates a zone; ZONE_SUBDOMAIN_ALREADY_EXIST is the form's to show (api/quiet-errors keeps it from toasting). */
export function useCreateZone(onCreated: () => void) {
  const queryClient = useQueryClient();
  return useApiMutation(api.zones.create, {
    onSuccess: () => {
      showSuccessToast('Zone created');
      onCreated();
      void invalidateCommunity(queryClient);
    },
  });
}

/** Joins a public zone as a USER. */
export function useJoinZone() {
  const queryClient = useQueryClient();
  return useApiMutation(api.zones.join, {
    onSuccess: () => void invalidateCommunity(queryClient),
  });
}

/**
 * Leaving or deleting drops the zone from the user's lists. When it is the selected zone, the user
 * returns home after TIMING.zoneDeleteRedirectMs (spec 02 §4) instead of refreshing its lists.
 */
export function useZoneGone(toast: string) {
  const queryClient = useQueryClient();
  const followUp = useSelectedZoneFollowUp();
  return (zoneId: string) => {
    showSuccessToast(toast);
    queryClient.setQueryData<UserZones>(USER_ZONES_KEY, (old) => (old ? old.filter((m) => m.zone.id !== zoneId) : old));
    if (followUp.gone(zoneId)) return;
    void invalidateCommunity(queryClient);
  };
}

/**
 * Leaves a zone (the call takes the membership's id or the zone's). The server refuses the last
 * owner of the zone or of one of its channels (OWNER_NOT_EXIST); that refusal is explained.
 */
export function useLeaveZone(zoneId: string) {
  const gone = useZoneGone(LEAVE_TEXT.zone.done);
  return useApiMutation(api.userZones.leave, {
    onSuccess: () => gone(zoneId),
    onError: explainOwnerRefusal(LEAVE_TEXT.zone.ownerCannot),
  });
}
