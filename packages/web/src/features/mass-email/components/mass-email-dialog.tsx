import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { MASS_EMAIL_VARIABLES, massEmailSchema, testMassEmailSchema, type MassEmailVariable } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { AppModal } from '../../../components/app-modal';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { massEmailKeys } from '../api/mass-email-keys';
import { useFirmUsers, useRecipientEntityTypes } from '../api/list-recipient-facets';
import { useRecipients } from '../api/list-recipients';
import { useSendMassEmail } from '../api/send-mass-email';
import { useSendTestMassEmail } from '../api/send-test-mass-email';
import { MassEmailProgress } from './mass-email-progress';
import { RecipientsPicker } from './recipients-picker';

/** From this many recipients on, Send asks first. */
export const CONFIRM_FROM_RECIPIENTS = 10;
export const MASS_EMAIL_TITLE = 'Send Mass Email';

export interface MassEmailDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * Send Mass Email (spec 000 §2 Messages dialogs, §5, §7): pick clients, write a subject and a message
 * with {{variables}}, send a test to yourself, then send and watch the progress until it completes.
 */
export function MassEmailDialog({ opened, onClose }: MassEmailDialogProps) {
  // A send still running when the dialog closes goes on; the user is told it was queued.
  const untoldQueued = useRef<string | null>(null);
  const close = () => {
    if (untoldQueued.current) notify.success(untoldQueued.current);
    untoldQueued.current = null;
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title={MASS_EMAIL_TITLE} size="xl">
      {/* The form lives in a child the modal unmounts when closed, so every opening starts afresh. */}
      <MassEmailForm onClose={close} untoldQueued={untoldQueued} />
    </AppModal>
  );
}

type Field = 'subject' | 'body';
type Errors = Partial<Record<Field | 'client_ids', string>>;

function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path[0] as keyof Errors;
    errors[key] ??= issue.message;
  }
  return errors;
}

function MassEmailForm({ onClose, untoldQueued }: { onClose: () => void; untoldQueued: RefObject<string | null> }) {
  const queryClient = useQueryClient();
  const recipients = useRecipients(true);
  const entityTypes = useRecipientEntityTypes(true);
  const firmUsers = useFirmUsers(true);
  const sendTest = useSendTestMassEmail();
  const send = useSendMassEmail();
  const [clientIds, setClientIds] = useState<number[]>([]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState<{ id: number; message: string } | null>(null);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const target = useRef<Field>('body');
  const [targetLabel, setTargetLabel] = useState<Field>('body');

  const focusField = (field: Field) => {
    target.current = field;
    setTargetLabel(field);
  };

  const insertVariable = (name: MassEmailVariable) => {
    const field = target.current;
    const el = field === 'subject' ? subjectRef.current : bodyRef.current;
    const value = field === 'subject' ? subject : body;
    const token = `{{${name}}}`;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const next = value.slice(0, start) + token + value.slice(end);
    (field === 'subject' ? setSubject : setBody)(next);
    setErrors((e) => ({ ...e, [field]: undefined }));
    // The caret goes after the inserted variable, once React has written the new value.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const onSendTest = () => {
    const parsed = testMassEmailSchema.safeParse({ subject, body });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    sendTest.mutate(parsed.data, {
      onSuccess: (res) => notify.success(res.message),
      onError: (e) => notify.error(e.message),
    });
  };

  const submit = () => {
    const parsed = massEmailSchema.safeParse({ subject, body, client_ids: clientIds });
    if (!parsed.success) return;
    send.mutate(parsed.data, {
      onSuccess: (res) => {
        setConfirming(false);
        queryClient.setQueryData(massEmailKeys.status(res.mass_email.id), res.mass_email);
        setSent({ id: res.mass_email.id, message: res.message });
        untoldQueued.current = res.message;
      },
      onError: (e) => {
        setConfirming(false);
        notify.error(e.message);
      },
    });
  };

  const onSend = () => {
    const parsed = massEmailSchema.safeParse({ subject, body, client_ids: clientIds });
    if (!parsed.success) return setErrors(errorsOf(parsed.error.issues));
    setErrors({});
    if (parsed.data.client_ids.length >= CONFIRM_FROM_RECIPIENTS) setConfirming(true);
    else submit();
  };

  const onCompleted = useCallback(() => {
    untoldQueued.current = null;
    if (sent) notify.success(sent.message);
  }, [sent, untoldQueued]);

  if (sent) return <MassEmailProgress massEmailId={sent.id} onCompleted={onCompleted} onClose={onClose} />;

  return (
    <Stack gap="md">
      <RecipientsPicker
        recipients={recipients.data}
        loadError={recipients.isError ? recipients.error.message : null}
        value={clientIds}
        onChange={(ids) => {
          setClientIds(ids);
          if (ids.length > 0) setErrors((e) => ({ ...e, client_ids: undefined }));
        }}
        error={errors.client_ids}
        entityTypes={entityTypes.data}
        firmUsers={firmUsers.data}
      />
      <TextInput
        ref={subjectRef}
        label="Subject"
        withAsterisk
        value={subject}
        onChange={(e) => {
          setSubject(e.currentTarget.value);
          setErrors((er) => ({ ...er, subject: undefined }));
        }}
        onFocus={() => focusField('subject')}
        error={errors.subject}
        maxLength={300}
      />
      <Textarea
        ref={bodyRef}
        label="Message"
        withAsterisk
        autosize
        minRows={6}
        maxRows={14}
        value={body}
        onChange={(e) => {
          setBody(e.currentTarget.value);
          setErrors((er) => ({ ...er, body: undefined }));
        }}
        onFocus={() => focusField('body')}
        error={errors.body}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="mass-email-variables">
          {`Insert a variable into the ${targetLabel === 'subject' ? 'subject' : 'message'}`}
        </Text>
        <Group gap={6} role="group" aria-labelledby="mass-email-variables">
          {MASS_EMAIL_VARIABLES.map((v) => (
            <Button
              key={v}
              size="compact-xs"
              variant="light"
              // Keeps the caret where it is in the field being written.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => insertVariable(v)}
            >
              {`{{${v}}}`}
            </Button>
          ))}
        </Group>
      </Stack>
      <Group justify="space-between">
        <Button variant="default" onClick={onSendTest} loading={sendTest.isPending}>
          Send test
        </Button>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={onSend} loading={send.isPending && !confirming}>
            Send
          </Button>
        </Group>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title="Confirm mass email"
        message={`Send this email to ${clientIds.length} clients?`}
        confirmLabel="Send"
        zIndex={300}
        pending={send.isPending}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
