import { Alert, Button, Group, Skeleton, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import {
  collectMessages,
  REMINDER_PLACEHOLDERS as REMINDER_PLACEHOLDER_NAMES,
  reminderTextSchema,
} from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../../components/app-modal';
import { notify } from '../../../../lib/notify';
import { saveReminderText, sendReminders, useReminderText, type ReminderText } from '../../api/reminders';

/** The placeholders the reminder texts may use (spec 001 §9); the server fills them per client. */
export const REMINDER_PLACEHOLDERS = REMINDER_PLACEHOLDER_NAMES.map((p) => `{${p}}`);

const emptyText: ReminderText = {
  reminder_email_subject: '',
  reminder_email_message: '',
  reminder_in_app_message: '',
  reminder_sms_message: '',
};

export interface SendRemindersDialogProps {
  opened: boolean;
  onClose: () => void;
  questionnaireIds: number[];
  onSent?: () => void;
}

/**
 * Send Reminders (mounted while open, so each opening starts afresh): each questionnaire's own (or the default) texts, or customized ones. The fields start
 * from the first questionnaire's texts; one questionnaire's texts can also be saved for its later reminders.
 */
export function SendRemindersDialog({ opened, onClose, questionnaireIds, onSent }: SendRemindersDialogProps) {
  const [customize, setCustomize] = useState(false);
  const [text, setText] = useState<ReminderText>(emptyText);
  const [errors, setErrors] = useState<Partial<Record<keyof ReminderText, string>>>({});
  const firstId = questionnaireIds[0] ?? null;
  const single = questionnaireIds.length === 1;
  const stored = useReminderText(opened && customize ? firstId : null);

  useEffect(() => {
    if (stored.data) setText(stored.data);
  }, [stored.data]);

  /** The texts when they pass the schema; otherwise the field messages are shown. */
  const validText = (): ReminderText | null => {
    const parsed = reminderTextSchema.safeParse(text);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) as typeof errors);
    return null;
  };

  const send = useMutation({
    mutationFn: (custom: ReminderText | null) => sendReminders(questionnaireIds, custom),
    onSuccess: () => {
      notify.success(collectMessages.remindersSent);
      onSent?.();
      onClose();
    },
    onError: (e) => notify.error(e.message),
  });
  const save = useMutation({
    mutationFn: (t: ReminderText) => saveReminderText(firstId!, t),
    onSuccess: () => notify.success(collectMessages.reminderUpdated),
    onError: () => notify.error(collectMessages.reminderUpdateFailed),
  });

  const submit = () => {
    if (!customize) return send.mutate(null);
    const valid = validText();
    if (valid) send.mutate(valid);
  };
  const field = (key: keyof ReminderText) => ({
    value: text[key],
    error: errors[key],
    onChange: (e: { currentTarget: { value: string } }) => setText({ ...text, [key]: e.currentTarget.value }),
  });

  const count = questionnaireIds.length;
  return (
    <AppModal opened={opened} onClose={onClose} title="Send Reminders" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          {count === 1
            ? 'A reminder goes to the client of this questionnaire'
            : `Reminders go to the clients of ${count} questionnaires`}{' '}
          by email, text message and in the portal, as each client prefers.
        </Text>
        <Switch
          label="Customize"
          description="Write the texts for this send instead of using each questionnaire's own."
          checked={customize}
          onChange={(e) => setCustomize(e.currentTarget.checked)}
        />
        {customize && stored.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading reminder text">
            <Skeleton h={36} />
            <Skeleton h={90} />
          </Stack>
        ) : null}
        {customize && stored.isError ? (
          <Alert color="red" variant="light" role="alert">
            {stored.error.message}
          </Alert>
        ) : null}
        {customize && !stored.isPending ? (
          <>
            <TextInput label="Email subject" required {...field('reminder_email_subject')} />
            <Textarea label="Email message" required autosize minRows={4} {...field('reminder_email_message')} />
            <Textarea label="In-app message" autosize minRows={2} {...field('reminder_in_app_message')} />
            <Textarea label="SMS message" autosize minRows={2} {...field('reminder_sms_message')} />
            <Text size="xs" c="dimmed">
              Placeholders filled in for each client: {REMINDER_PLACEHOLDERS.join(', ')}
            </Text>
          </>
        ) : null}
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            {customize && single && !stored.isPending ? (
              <Button
                variant="default"
                loading={save.isPending}
                onClick={() => {
                  const valid = validText();
                  if (valid) save.mutate(valid);
                }}
              >
                Save reminder text
              </Button>
            ) : null}
          </Group>
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={send.isPending} onClick={submit}>
              Send
            </Button>
          </Group>
        </Group>
      </Stack>
    </AppModal>
  );
}
