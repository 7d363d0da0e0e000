import { Select, type ComboboxData } from '@mantine/core';

interface CommunityPickerProps {
  label: string;
  data: ComboboxData;
  value: string;
  onChange: (value: string) => void;
}

/** Which of the user's zones (or channels) the settings page shows. */
export function CommunityPicker({ label, data, value, onChange }: CommunityPickerProps) {
  return (
    <Select
      label={label}
      data={data}
      value={value}
      onChange={(next) => next && onChange(next)}
      allowDeselect={false}
      searchable
      nothingFoundMessage="Nothing found"
      maw={420}
    />
  );
}
