import { Checkbox, List, ScrollArea, Stack, Text } from '@mantine/core';
import type { ConfigDifference } from './plan-form';

interface SaveConfigStepProps {
  differences: readonly ConfigDifference[];
  saveConfig: boolean;
  onSaveConfig: (save: boolean) => void;
  disabled: boolean;
}

/**
 * The save-configuration step (spec 02 §4): the settings differ from the saved ones; save them as
 * the default for the next meetings, or use them for this one only.
 */
export function SaveConfigStep({ differences, saveConfig, onSaveConfig, disabled }: SaveConfigStepProps) {
  return (
    <Stack gap="md">
      <Text fw={600}>Save these settings for your next meetings?</Text>
      <Text size="sm" c="dimmed">
        This meeting’s settings differ from your saved ones:
      </Text>
      <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
        <List size="sm" spacing={4} aria-label="Settings that differ">
          {differences.map((difference) => (
            <List.Item key={difference.label}>
              {difference.label}: <b>{difference.value}</b>
            </List.Item>
          ))}
        </List>
      </ScrollArea.Autosize>
      <Checkbox
        label="Save as my default settings"
        description="Otherwise they are used for this meeting only."
        checked={saveConfig}
        onChange={(event) => onSaveConfig(event.currentTarget.checked)}
        disabled={disabled}
      />
    </Stack>
  );
}
