import type { ApiError } from '../api/api-error';
import { showErrorToast } from '../lib/toast';

/** What leaving a zone or unfollowing a channel means: the words of the membership menus and of Settings' Danger zone. */
export const LEAVE_TEXT = {
  zone: {
    action: 'Leave zone',
    done: 'Zone left',
    confirm: (name: string) =>
      `You stop being a member of ${name} and unfollow its channels. To come back, join it again or ask for an invitation.`,
    ownerCannot:
      'You own this zone or one of its channels, and each keeps at least one owner. Make another member an owner in Settings › Zone › Members (and in each channel you own), or delete it.',
  },
  channel: {
    action: 'Unfollow channel',
    done: 'Channel unfollowed',
    confirm: (name: string) => `You stop following ${name}. To come back, follow it again or ask for an invitation.`,
    ownerCannot:
      'You own this channel, and a channel keeps at least one owner. Make another follower an owner in Settings › Channel › Followers, or delete the channel.',
  },
} as const;

/**
 * The onError of leaving or unfollowing: the server's refusal of a last owner (kept quiet in
 * api/quiet-errors) is explained in the place's words; the error policy shows anything else.
 */
export function explainOwnerRefusal(text: string) {
  return (error: ApiError) => {
    if (error.code === 'OWNER_NOT_EXIST') showErrorToast(text);
  };
}
