import { Select } from '@mantine/core';
import type { UserChannel } from '@plaza/contract';
import type { ReactNode } from 'react';
import { NO_CHANNEL_LABEL, channelGroups } from './upload-form';

/** The Select's value for "no channel": Select needs a non-empty value; the form keeps ''. */
const NONE = 'none';

interface ChannelSelectProps {
  memberships: readonly UserChannel[];
  loading: boolean;
  value: string;
  onChange: (channelId: string) => void;
  error?: ReactNode;
  disabled: boolean;
}

/** Where the video is shared: a followed channel, by zone, or the user's own profile. */
export function ChannelSelect({ memberships, loading, value, onChange, error, disabled }: ChannelSelectProps) {
  const data = [{ group: 'Profile', items: [{ value: NONE, label: NO_CHANNEL_LABEL }] }, ...channelGroups(memberships)];
  return (
    <Select
      label="Channel"
      description="Followers of the channel see it in their timeline."
      data={data}
      value={value || NONE}
      onChange={(next) => onChange(next && next !== NONE ? next : '')}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No channel by that name"
      placeholder={loading ? 'Loading your channels…' : undefined}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
