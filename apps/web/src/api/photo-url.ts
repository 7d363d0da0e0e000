import { API_VERSION, buildPath } from '@plaza/contract';
import * as api from '@plaza/contract/api';

/** Where a stored display photo loads from (spec 01 §7): the photo endpoint and its file name. */
export function displayPhotoUrl(file: string): string {
  return `/${API_VERSION}${buildPath(api.profile.photo.path, { file })}`;
}

/** Where a zone's stored display photo loads from: the zone photo endpoint and its file name. */
export function zonePhotoUrl(file: string): string {
  return `/${API_VERSION}${buildPath(api.zones.photo.path, { file })}`;
}

/** Where a channel's display or background photo loads from. */
export function channelPhotoUrl(file: string): string {
  return `/${API_VERSION}${buildPath(api.channels.photo.path, { file })}`;
}
