import { Select, Stack, Switch } from '@mantine/core';
import type { UserChannel } from '@plaza/contract';
import type { PlanTabProps } from './DetailsTab';
import { withLiveStream, withPublic, withRecord } from './plan-form';

/** The Select's value for "no channel": Select needs a non-empty value; the form keeps ''. */
const NONE = 'none';

/** The user's channels grouped by zone, zones and channels by name. */
function channelData(memberships: readonly UserChannel[]) {
  const byZone = new Map<string, { group: string; items: { value: string; label: string }[] }>();
  for (const { channel } of memberships) {
    const group = byZone.get(channel.zone.id) ?? { group: channel.zone.name, items: [] };
    group.items.push({ value: channel.id, label: channel.name });
    byZone.set(channel.zone.id, group);
  }
  const groups = [...byZone.values()].sort((a, b) => a.group.localeCompare(b.group));
  for (const group of groups) group.items.sort((a, b) => a.label.localeCompare(b.label));
  return [{ group: 'Nobody else', items: [{ value: NONE, label: 'No channel — only those invited' }] }, ...groups];
}

interface PrivacyTabProps extends PlanTabProps {
  memberships: readonly UserChannel[];
  membershipsLoading: boolean;
  /** The member's plan includes recording. */
  canRecord: boolean;
}

/**
 * Privacy (spec 02 §2, §4): public, or a channel whose members may join; changing public clears the
 * channel; live streaming and recording exclude each other.
 */
export function PrivacyTab(props: PrivacyTabProps) {
  const { values, errors, onChange, disabled, memberships, membershipsLoading, canRecord } = props;
  return (
    <Stack gap="md">
      <Switch
        label="Public"
        description={
          values.public
            ? 'Every signed-in member may join.'
            : 'Only you, those invited, holders of its link and the channel’s members may join.'
        }
        checked={values.public}
        onChange={(event) => onChange(withPublic(values, event.currentTarget.checked))}
        error={errors.public}
        disabled={disabled}
      />
      {!values.public && (
        <Select
          label="Channel"
          description="Its members may join too."
          data={channelData(memberships)}
          value={values.channelId || NONE}
          onChange={(next) => onChange({ ...values, channelId: next && next !== NONE ? next : '' })}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No channel by that name"
          placeholder={membershipsLoading ? 'Loading your channels…' : undefined}
          error={errors.channelId}
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
      )}
      <Switch
        label="Live stream"
        description="Stream the meeting live. Turns recording off."
        checked={values.liveStream}
        onChange={(event) => onChange(withLiveStream(values, event.currentTarget.checked))}
        error={errors.liveStream}
        disabled={disabled}
      />
      <Switch
        label="Record"
        description={
          canRecord || values.record
            ? 'Keep a recording. Turns live streaming off.'
            : 'Your membership plan does not include recording.'
        }
        checked={values.record}
        onChange={(event) => onChange(withRecord(values, event.currentTarget.checked))}
        error={errors.record}
        disabled={disabled || (!canRecord && !values.record)}
      />
    </Stack>
  );
}
