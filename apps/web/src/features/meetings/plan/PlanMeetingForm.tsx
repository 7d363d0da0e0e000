import { Alert, Button, Group, Loader, Stack, Tabs } from '@mantine/core';
import { meetingCreateBody, type MeetingCreateFields, type UserMeetingConfig } from '@plaza/contract';
import * as api from '@plaza/contract/api';
import { IconAlertTriangle, IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useApiQuery } from '../../../api/hooks';
import { checkSchema } from '../../../forms/check-schema';
import { useContractForm } from '../../../forms/use-contract-form';
import { showSuccessToast } from '../../../lib/toast';
import { useSessionStore } from '../../../state/session';
import { useUserChannels } from '../../channels';
import type { PlannedMeetingType } from '../meeting-dialogs-store';
import { openInNewTab } from '../meeting-links';
import { browserTimeZone } from '../meeting-time-format';
import { useCreateMeeting } from '../meeting-queries';
import { meetingCreatedText } from '../meeting-texts';
import { DetailsTab } from './DetailsTab';
import { InviteTab } from './InviteTab';
import { MoreTab } from './MoreTab';
import { PrivacyTab } from './PrivacyTab';
import { SaveConfigStep } from './SaveConfigStep';
import { configDifferences, initialPlanValues, planBody, planRecords, type PlanValues } from './plan-form';
import { PLAN_TABS, SAVE_STEP, firstTabWithError, movePlanStep, type PlanStepMove } from './plan-steps';

interface PlanMeetingFormProps {
  type: PlannedMeetingType;
  saved: UserMeetingConfig;
  onDone: () => void;
}

/**
 * The Plan dialog's steps: the four tabs, then, when the settings differ from the saved ones, the
 * save-configuration step; Go creates. One submission at a time; a failure is shown here and the
 * form is kept as it was.
 */
export function PlanMeetingForm({ type, saved, onDone }: PlanMeetingFormProps) {
  const selfId = useSessionStore((s) => s.user?.id ?? null);
  const channels = useUserChannels();
  // The plan's longest meeting bounds the end (the server refuses longer ones: INSUFFICIENT_MEMBERSHIP).
  const membership = useApiQuery(api.membership.user, {}, { toast: false });
  const planMinutes = membership.data?.plan.limits.meetingDurationMinutes ?? null;
  // Unknown until the plan arrives: allowed, and the server's MEETING_RECORDING_NOT_ENABLED says otherwise.
  const canRecord = membership.data ? planRecords(membership.data.plan.code) : true;
  const [now] = useState(() => Date.now());
  const form = useContractForm<PlanValues, MeetingCreateFields>({
    schema: meetingCreateBody,
    initialValues: initialPlanValues(saved, browserTimeZone()),
    input: (values) => planBody(values, type),
  });
  const [step, setStep] = useState(0);
  const move = (to: PlanStepMove) => setStep((current) => movePlanStep(current, to));
  const create = useCreateMeeting();
  const sending = useRef(false);

  const values = form.getValues();
  const differences = configDifferences(values, saved);
  const busy = create.isPending;
  const change = (next: PlanValues) => form.setValues(next);

  const send = (body: MeetingCreateFields) => {
    if (sending.current) return;
    sending.current = true;
    create.mutate(
      { body },
      {
        onSuccess: ({ meeting, meetingUrl }) => {
          if (meetingUrl) openInNewTab(meetingUrl);
          else showSuccessToast(meetingCreatedText(meeting.id));
          onDone();
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const go = () => {
    if (sending.current) return;
    const check = checkSchema(meetingCreateBody, planBody(values, type));
    if (!check.ok) setStep(firstTabWithError(Object.keys(check.errors)) ?? 0);
    form.submit((body) => {
      if (step !== SAVE_STEP && differences.length > 0) setStep(SAVE_STEP);
      else send(body);
    })();
  };

  const tabProps = { values, errors: form.errors, onChange: change, disabled: busy };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        go();
      }}
      noValidate
    >
      <Stack gap="lg">
        {step === SAVE_STEP ? (
          <SaveConfigStep
            differences={differences}
            saveConfig={values.saveConfig}
            onSaveConfig={(saveConfig) => change({ ...values, saveConfig })}
            disabled={busy}
          />
        ) : (
          <Tabs value={String(step)} onChange={(next) => next !== null && move({ to: 'index', index: Number(next) })}>
            <Tabs.List grow mb="md">
              {PLAN_TABS.map((label, index) => (
                <Tabs.Tab key={label} value={String(index)}>
                  {label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="0">
              <DetailsTab {...tabProps} now={now} planMinutes={planMinutes} />
            </Tabs.Panel>
            <Tabs.Panel value="1">
              <InviteTab {...tabProps} selfId={selfId} />
            </Tabs.Panel>
            <Tabs.Panel value="2">
              <PrivacyTab
                {...tabProps}
                memberships={channels.data ?? []}
                membershipsLoading={channels.isPending}
                canRecord={canRecord}
              />
            </Tabs.Panel>
            <Tabs.Panel value="3">
              <MoreTab {...tabProps} />
            </Tabs.Panel>
          </Tabs>
        )}
        {create.error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="The meeting was not created">
            {create.error.message}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          {step > 0 ? (
            <Button
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
              onClick={() => move({ to: 'back' })}
              disabled={busy}
            >
              Back
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            {step < SAVE_STEP - 1 && (
              <Button
                variant="default"
                rightSection={<IconArrowRight size={16} />}
                onClick={() => move({ to: 'forward' })}
                disabled={busy}
              >
                Next
              </Button>
            )}
            <Button type="submit" disabled={busy} leftSection={busy ? <Loader size={14} color="gray" /> : undefined}>
              {busy ? 'Creating…' : 'Go'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
