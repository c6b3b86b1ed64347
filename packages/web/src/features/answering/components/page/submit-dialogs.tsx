import { Button, Group, Stack, Text } from '@mantine/core';
import type { QuestionnaireDetail } from '@portal/domain';
import { Link, type To } from 'react-router';
import { AppModal } from '../../../../components/app-modal';
import { useSubmitQuestionnaire, type SubmitResult } from '../../api/submit-questionnaire';
import { questionnairePath } from '../dashboard/questionnaire-card';
import { ConfirmProfileDialog, type ProfileDefaults } from './confirm-profile-dialog';
import { CONFIRM_SUBMIT_TEXTS, ConfirmSubmitDialog, type SectionNeedingAttention } from './confirm-submit-dialog';

export type SubmitStep = 'closed' | 'profile' | 'confirm';

export const SUBMIT_TEXTS = {
  confirmTitle: CONFIRM_SUBMIT_TEXTS.title,
  confirmMessage: CONFIRM_SUBMIT_TEXTS.message,
  successTitle: 'Questionnaire submitted',
  successMessage: 'Thank you. Your firm has received your answers.',
} as const;

/**
 * The submit flow (spec 001 §4): the profile check when the firm asks for it, the confirmation, then the
 * success dialog offering the next questionnaire. On failure the server's message is toasted (by the
 * query client) and the dialogs close.
 */
export function SubmitDialogs({
  questionnaire: q,
  needAttention,
  linkTo,
  step,
  onStep,
  profileDefaults,
  result,
  onResult,
}: {
  questionnaire: QuestionnaireDetail;
  /** Sections not completed when Submit was pressed (named in the confirmation). */
  needAttention: SectionNeedingAttention[];
  linkTo: (sectionId: number) => To;
  step: SubmitStep;
  onStep: (step: SubmitStep) => void;
  profileDefaults: ProfileDefaults;
  result: SubmitResult | null;
  onResult: (result: SubmitResult | null) => void;
}) {
  const submit = useSubmitQuestionnaire(q.id);
  const close = () => onStep('closed');
  const next = result?.next ?? null;
  return (
    <>
      {step === 'profile' ? (
        <ConfirmProfileDialog
          opened
          questionnaireId={q.id}
          defaults={profileDefaults}
          onClose={close}
          onConfirmed={() => onStep('confirm')}
        />
      ) : null}
      <ConfirmSubmitDialog
        opened={step === 'confirm'}
        needAttention={needAttention}
        linkTo={linkTo}
        pending={submit.isPending}
        onClose={close}
        onConfirm={() =>
          submit.mutate(undefined, {
            onSuccess: (r) => onResult(r),
            onSettled: close,
          })
        }
      />
      <AppModal opened={result !== null} onClose={() => onResult(null)} title={SUBMIT_TEXTS.successTitle}>
        <Stack gap="md">
          <Text size="sm">{SUBMIT_TEXTS.successMessage}</Text>
          {next ? <Text size="sm">Next up: {next.name}</Text> : null}
          <Group justify="flex-end">
            <Button variant={next ? 'default' : 'filled'} component={Link} to="/">
              Back to Dashboard
            </Button>
            {next ? (
              <Button
                component={Link}
                to={questionnairePath(next.hash_id, next.questionnaire_id)}
                onClick={() => onResult(null)}
              >
                Start next questionnaire
              </Button>
            ) : null}
          </Group>
        </Stack>
      </AppModal>
    </>
  );
}
