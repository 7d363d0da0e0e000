import { Group, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { MEETING } from '@plaza/contract';
import { useMemo, type ReactNode } from 'react';
import {
  dayBounds,
  endBounds,
  instantOf,
  longestMinutes,
  startBounds,
  timeChoicesWithin,
  timeZoneChoices,
  type Bounds,
} from './meeting-times';
import { withPlanForLater, withStart, type PlanValues } from './plan-form';

export interface PlanTabProps {
  values: PlanValues;
  errors: FormErrors;
  onChange: (values: PlanValues) => void;
  disabled: boolean;
}

interface DetailsTabProps extends PlanTabProps {
  now: number;
  /** The longest meeting the member's plan allows, in minutes (null: not known yet). */
  planMinutes: number | null;
}

/** Details (spec 02 §2): title, description, plan for later with the dates and the time zone. */
export function DetailsTab({ values, errors, onChange, disabled, now, planMinutes }: DetailsTabProps) {
  const longest = longestMinutes(planMinutes);
  return (
    <Stack gap="md">
      <TextInput
        label="Title"
        withAsterisk
        value={values.title}
        onChange={(event) => onChange({ ...values, title: event.currentTarget.value })}
        error={errors.title}
        disabled={disabled}
        description={`${values.title.length}/${MEETING.titleMax}`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        data-autofocus
      />
      <Textarea
        label="Description"
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.currentTarget.value })}
        error={errors.description}
        disabled={disabled}
        autosize
        minRows={2}
        maxRows={6}
      />
      <Switch
        label="Plan for later"
        description={
          values.planForLater
            ? 'Choose when it starts and ends.'
            : `Off: it starts now and ends ${durationText(longest)} later.`
        }
        checked={values.planForLater}
        onChange={(event) => onChange(withPlanForLater(values, event.currentTarget.checked, Date.now(), longest))}
        disabled={disabled}
      />
      {values.planForLater && (
        <PlannedDates
          values={values}
          errors={errors}
          onChange={onChange}
          disabled={disabled}
          now={now}
          planMinutes={planMinutes}
        />
      )}
    </Stack>
  );
}

/** '2 hours', '1 hour', '45 minutes'. */
function durationText(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
}

function PlannedDates({ values, errors, onChange, disabled, now, planMinutes }: DetailsTabProps) {
  const { timeZone } = values;
  const zones = useMemo(() => timeZoneChoices(timeZone), [timeZone]);
  const start = startBounds(now);
  const startInstant =
    values.startDay && values.startTime ? instantOf({ date: values.startDay, time: values.startTime }, timeZone) : now;
  const end = endBounds(startInstant, now, planMinutes);
  return (
    <Stack gap="md">
      <DateTimeRow
        label="Start"
        day={values.startDay}
        time={values.startTime}
        bounds={start}
        timeZone={timeZone}
        error={errors.startDate}
        disabled={disabled}
        onChange={(day, time) => onChange(withStart(values, day, time, planMinutes))}
      />
      <DateTimeRow
        label="End"
        day={values.endDay}
        time={values.endTime}
        bounds={end}
        timeZone={timeZone}
        error={errors.endDate}
        disabled={disabled}
        onChange={(day, time) => onChange({ ...values, endDay: day, endTime: time })}
      />
      <Select
        label="Time zone"
        description="The start and end are times of this zone."
        data={zones}
        value={timeZone}
        onChange={(zone) => zone && onChange({ ...values, timeZone: zone })}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No time zone by that name"
        error={errors.timeZone}
        disabled={disabled}
        comboboxProps={{ withinPortal: true }}
      />
    </Stack>
  );
}

interface DateTimeRowProps {
  label: string;
  day: string;
  time: string;
  bounds: Bounds;
  timeZone: string;
  error: ReactNode;
  disabled: boolean;
  onChange: (day: string, time: string) => void;
}

/** A day (the browser's date picker, bounded) and one of the half-hour times left within the bounds that day. */
function DateTimeRow({ label, day, time, bounds, timeZone, error, disabled, onChange }: DateTimeRowProps) {
  const days = dayBounds(bounds, timeZone);
  const times = day ? timeChoicesWithin(day, timeZone, bounds) : [];
  return (
    <Stack gap={4}>
      <Group gap="sm" grow wrap="nowrap" align="flex-start">
        <TextInput
          type="date"
          label={`${label} date`}
          value={day}
          min={days.min}
          max={days.max}
          onChange={(event) => onChange(event.currentTarget.value, time)}
          disabled={disabled}
          error={Boolean(error)}
        />
        <Select
          label={`${label} time`}
          data={times}
          value={times.includes(time) ? time : null}
          onChange={(next) => onChange(day, next ?? '')}
          allowDeselect={false}
          placeholder={day ? 'Choose' : 'Pick a day'}
          disabled={disabled || !day}
          error={Boolean(error)}
          comboboxProps={{ withinPortal: true }}
          maxDropdownHeight={240}
        />
      </Group>
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
