import { relativeTime } from '../../lib/relative-time';

/** 'Online', 'Last seen 5 minutes ago', or 'Offline' for someone never seen since presence was kept. */
export function presenceText(online: boolean, lastOnline: string | null, now: Date = new Date()): string {
  if (online) return 'Online';
  return lastOnline ? `Last seen ${relativeTime(lastOnline, now)}` : 'Offline';
}
