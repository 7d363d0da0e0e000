import { Checkbox, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { MEETING } from '@plaza/contract';
import type { PlanTabProps } from './DetailsTab';
import { CONFERENCE_SETTINGS, conferenceLabel, toolbarLabel, withToolbarButton } from './plan-form';

const EXPIRY_CHOICES = MEETING.linkExpiryHours.map((hours) => ({
  value: String(hours),
  label: hours === 1 ? '1 hour' : `${hours} hours`,
}));

/** More (spec 02 §2, §3): the toolbar's buttons, the conference settings and the link's expiry. */
export function MoreTab({ values, errors, onChange, disabled }: PlanTabProps) {
  const chosen = new Set(values.toolbarButtons);
  return (
    <Stack gap="lg">
      <Select
        label="Meeting link expiry"
        description="How long a shared link lets its holder join."
        data={EXPIRY_CHOICES}
        value={String(values.joinLinkExpiryAsHours)}
        onChange={(next) => next && onChange({ ...values, joinLinkExpiryAsHours: Number(next) })}
        allowDeselect={false}
        error={errors.joinLinkExpiryAsHours}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
      />
      <Stack gap="xs" component="fieldset" p={0} m={0} style={{ border: 0, minWidth: 0 }}>
        <Text component="legend" fw={600} size="sm" p={0} mb={6}>
          Toolbar buttons
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing={8}>
          {MEETING.toolbarButtons.map((button) => (
            <Checkbox
              key={button}
              label={toolbarLabel(button)}
              checked={chosen.has(button)}
              onChange={(event) => onChange(withToolbarButton(values, button, event.currentTarget.checked))}
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
        {errors['config.toolbarButtons'] && (
          <Text size="xs" c="red" role="alert">
            {errors['config.toolbarButtons']}
          </Text>
        )}
      </Stack>
      <Stack gap="xs" component="fieldset" p={0} m={0} style={{ border: 0, minWidth: 0 }}>
        <Text component="legend" fw={600} size="sm" p={0} mb={6}>
          Conference settings
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing={10}>
          {CONFERENCE_SETTINGS.map((key) => (
            <Switch
              key={key}
              label={conferenceLabel(key)}
              checked={values.conference[key]}
              onChange={(event) =>
                onChange({ ...values, conference: { ...values.conference, [key]: event.currentTarget.checked } })
              }
              disabled={disabled}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
