import { API_VERSION, api, buildPath } from '@plaza/contract';

/** Where a stored display photo loads from (spec 01 §7): the photo endpoint and its file name. */
export function displayPhotoUrl(file: string): string {
  return `/${API_VERSION}${buildPath(api.profile.photo.path, { file })}`;
}
