/** Moved; kept for the settings screens being rewritten on another branch (the lead deletes it at merge). */
export { channelPhotoUrl } from '../../api/photo-url';
