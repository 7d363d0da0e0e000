import { ERRORS, POST, videoUploadFields, type UserChannel, type VideoUploadFields } from '@plaza/contract';
import type { FormErrors } from '@mantine/form';
import { checkSchema } from '../../../forms/check-schema';

/** The upload dialog's fields; an empty channelId shares the video from the user's own profile. */
export interface UploadValues {
  title: string;
  description: string;
  channelId: string;
  isPublic: boolean;
}

export const emptyUploadValues = (channelId = ''): UploadValues => ({
  title: '',
  description: '',
  channelId,
  isPublic: true,
});

/** The text fields of the multipart upload, as the contract's videoUploadFields reads them. */
export function uploadFieldsOf(values: UploadValues): VideoUploadFields {
  return {
    title: values.title,
    description: values.description,
    channelId: values.channelId,
    public: values.isPublic,
  };
}

/** The messages the server would answer for these fields (the contract's own words), by field. */
export function uploadErrors(values: UploadValues): FormErrors {
  const check = checkSchema(videoUploadFields, uploadFieldsOf(values));
  return check.ok ? {} : check.errors;
}

/** Submit stays disabled without a title and a file (spec 02 §5). */
export function hasRequired(values: UploadValues, file: File | null): boolean {
  return values.title.trim().length > 0 && file !== null;
}

type Extension = (typeof POST.videoExtensions)[number];
type MimeType = (typeof POST.videoMimeTypes)[number];

const MIME_OF: Record<Extension, MimeType> = {
  '3gp': 'video/3gpp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  flv: 'video/x-flv',
  mpeg: 'video/mpeg',
  mpg: 'video/mpeg',
};

/** The Dropzone's `accept`: each allowed type with its extensions, from the contract. */
export const VIDEO_ACCEPT: Record<string, string[]> = Object.fromEntries(
  POST.videoMimeTypes.map((mime) => [
    mime,
    POST.videoExtensions.filter((ext) => MIME_OF[ext] === mime).map((ext) => `.${ext}`),
  ]),
);

export const VIDEO_TYPES_TEXT = POST.videoExtensions.join(', ');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

const UNITS = [
  ['GB', 1024 ** 3],
  ['MB', 1024 ** 2],
] as const;

/** A file size for people: '1.5 GB', '512 MB', '3 KB'. */
export function formatSize(bytes: number): string {
  for (const [unit, size] of UNITS) {
    if (bytes >= size) return `${Math.round((bytes / size) * 10) / 10} ${unit}`;
  }
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

/**
 * Why a chosen file cannot be uploaded, or null. The type is judged by what the browser says and
 * by the name (browsers do not know every video type); the server checks the content itself.
 */
export function videoFileProblem(file: File, maxBytes: number | null): string | null {
  const typeKnown = (POST.videoMimeTypes as readonly string[]).includes(file.type);
  const extensionKnown = (POST.videoExtensions as readonly string[]).includes(extensionOf(file.name));
  if (!typeKnown && !extensionKnown) {
    return `${ERRORS.INVALID_VIDEO_FORMAT.text} “${file.name}” is not one of: ${VIDEO_TYPES_TEXT}.`;
  }
  if (maxBytes !== null && file.size > maxBytes) {
    return `This video is ${formatSize(file.size)}; your plan allows up to ${formatSize(maxBytes)}.`;
  }
  return null;
}

export const NO_CHANNEL_LABEL = 'No channel — share from my profile';

export interface ChannelGroup {
  group: string;
  items: { value: string; label: string }[];
}

/** The channels the user follows, grouped by zone (zones and channels by name). */
export function channelGroups(memberships: readonly UserChannel[]): ChannelGroup[] {
  const byZone = new Map<string, ChannelGroup>();
  for (const { channel } of memberships) {
    const group = byZone.get(channel.zone.id) ?? { group: channel.zone.name, items: [] };
    group.items.push({ value: channel.id, label: channel.name });
    byZone.set(channel.zone.id, group);
  }
  const groups = [...byZone.values()].sort((a, b) => a.group.localeCompare(b.group));
  for (const group of groups) group.items.sort((a, b) => a.label.localeCompare(b.label));
  return groups;
}

/**
 * The channel chosen when the dialog opens: the timeline's selected channel, else the selected
 * zone's first channel, else none (the user's profile).
 */
export function defaultChannelId(
  memberships: readonly UserChannel[],
  selectedChannelId: string | null,
  selectedZoneId: string | null,
): string {
  const followed = memberships.map((m) => m.channel);
  if (selectedChannelId && followed.some((c) => c.id === selectedChannelId)) return selectedChannelId;
  if (selectedZoneId) {
    const inZone = channelGroups(memberships.filter((m) => m.channel.zoneId === selectedZoneId));
    const first = inZone[0]?.items[0];
    if (first) return first.value;
  }
  return '';
}
