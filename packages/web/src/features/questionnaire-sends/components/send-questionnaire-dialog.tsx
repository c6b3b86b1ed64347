import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { alreadySentWarning, needsSendConfirmation, sendMessages, type SendQuestionnairesInput } from '@portal/domain';
import { useRef, useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAlreadySent } from '../api/already-sent';
import { useSendOptions, type SendOptions } from '../api/send-options';
import { useSendQuestionnaires } from '../api/send-questionnaires';
import { SendForm } from './send-form';
import { SendProgressView } from './send-progress';
import { fieldId, firstProblemField, useSendForm, type SendErrors } from './use-send-form';

/**
 * Send Questionnaire (spec 001 §2, §5): Template, Document Drop Off and Custom. `companyIds` preselects
 * entities (from an entity's dashboard); none lets the firm pick entities or entity types.
 */
export interface SendQuestionnaireDialogProps {
  opened: boolean;
  onClose: () => void;
  companyIds?: number[];
  /** Called once the send has been accepted (the batch may still be running). */
  onSent?: () => void;
}

export function SendQuestionnaireDialog({ opened, onClose, companyIds, onSent }: SendQuestionnaireDialogProps) {
  // Once the server has accepted the send, closing the dialog in any way (Done, the X, Escape) reports it.
  const accepted = useRef(false);
  const close = () => {
    if (accepted.current) onSent?.();
    accepted.current = false;
    onClose();
  };
  return (
    <AppModal opened={opened} onClose={close} title="Send Questionnaire" size="lg">
      {/* Mounted only while open, so each opening starts from the defaults. */}
      {opened ? (
        <SendDialogContent companyIds={companyIds} onClose={close} onAccepted={() => (accepted.current = true)} />
      ) : null}
    </AppModal>
  );
}

interface ContentProps {
  companyIds?: number[];
  onClose: () => void;
  onAccepted: () => void;
}

function SendDialogContent({ companyIds, onClose, onAccepted }: ContentProps) {
  const options = useSendOptions();
  if (options.isPending)
    return (
      <Group justify="center" py="lg">
        <Loader size="sm" aria-label="Loading send options" />
      </Group>
    );
  if (options.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {options.error.message}
      </Alert>
    );
  return (
    <SendDialogBody options={options.data} companyIds={companyIds ?? []} onClose={onClose} onAccepted={onAccepted} />
  );
}

type Phase =
  | { step: 'form' }
  | { step: 'confirm'; payload: SendQuestionnairesInput; warning: string | null }
  | { step: 'progress'; sendId: number };

interface BodyProps extends Required<ContentProps> {
  options: SendOptions;
}

function SendDialogBody({ options, companyIds, onClose, onAccepted }: BodyProps) {
  const form = useSendForm(options, companyIds);
  const send = useSendQuestionnaires();
  const [phase, setPhase] = useState<Phase>({ step: 'form' });
  const [serverError, setServerError] = useState<string | null>(null);
  const { values } = form;
  const duplicates = useAlreadySent(
    {
      templateId: values.templateId,
      taxYear: values.taxYear,
      companyIds: values.companyIds,
      companyTypes: values.companyTypes,
    },
    // A schedule sends the same template again by design: only a one-off send is warned about.
    values.kind === 'template' && !values.scheduled,
  );
  // A second questionnaire of the same template and year for an entity is usually a mistake: said before Send.
  const duplicateWarning =
    duplicates.ready && duplicates.data && duplicates.data.count > 0 && values.taxYear !== null
      ? alreadySentWarning(duplicates.data, values.taxYear)
      : null;

  const finish = () => {
    onAccepted();
    onClose();
  };

  const showProblems = (problems: SendErrors) => {
    form.setErrors(problems);
    const first = firstProblemField(problems);
    // The fields stay mounted while their messages render, so the focus can move at once.
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const post = (payload: SendQuestionnairesInput) => {
    setServerError(null);
    send.mutate(payload, {
      onSuccess: (result) => {
        if (payload.is_draft) {
          notify.success(sendMessages.drafts);
          finish();
        } else if (result.send_id !== null) {
          onAccepted();
          setPhase({ step: 'progress', sendId: result.send_id });
        } else {
          notify.success(result.scheduled_send_id !== null ? sendMessages.scheduled : result.message);
          finish();
        }
      },
      onError: (e) => {
        // Back to the form with everything as typed, the server's message on top and on its fields.
        setPhase({ step: 'form' });
        setServerError(e.message);
        if (isApiError(e) && e.fields) form.setErrors(e.fields as SendErrors);
      },
    });
  };

  const submit = (isDraft: boolean) => {
    const { payload, problems } = form.check(isDraft);
    if (Object.keys(problems).length > 0) return showProblems(problems);
    if (!isDraft && (duplicateWarning || needsSendConfirmation(payload)))
      return setPhase({ step: 'confirm', payload, warning: duplicateWarning });
    post(payload);
  };

  if (phase.step === 'progress') return <SendProgressView sendId={phase.sendId} onDone={finish} />;
  if (phase.step === 'confirm') {
    const n = phase.payload.company_ids.length + phase.payload.company_types.length;
    return (
      <Stack gap="md">
        {phase.warning ? (
          <Alert color="yellow" variant="light" title="Already sent">
            {phase.warning}
          </Alert>
        ) : null}
        {needsSendConfirmation(phase.payload) ? <Text>{sendMessages.confirmMany(n)}</Text> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setPhase({ step: 'form' })} disabled={send.isPending}>
            Cancel
          </Button>
          <Button aria-label="Confirm send" loading={send.isPending} onClick={() => post(phase.payload)} data-autofocus>
            {phase.warning ? 'Send again' : 'Send'}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <SendForm
      form={form}
      options={options}
      fixedIds={companyIds.length > 0 ? companyIds : undefined}
      serverError={serverError}
      duplicateWarning={duplicateWarning}
      pending={send.isPending}
      onSubmit={submit}
    />
  );
}
