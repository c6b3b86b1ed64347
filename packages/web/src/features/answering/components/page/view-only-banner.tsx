import { Alert } from '@mantine/core';
import type { QuestionnaireDetail } from '@portal/domain';
import { IconEye, IconInfoCircle, IconLock } from '@tabler/icons-react';

export const VIEW_ONLY_REASONS = {
  preview: (company: string) =>
    `This is your firm's preview of ${company}'s questionnaire, as the client sees it. View only: nothing can be changed here.`,
  locked: 'View only: your firm has locked this questionnaire, so it can no longer be changed.',
  completed: 'View only: this questionnaire is completed, so it can no longer be changed.',
  readOnly: 'View only: your account or this entity is read-only, so answers cannot be changed.',
} as const;

export const STAFF_ANSWERING_NOTE = (company: string) =>
  `This is your firm's preview of ${company}'s questionnaire, as the client sees it. You can answer questions for the client: each answer is recorded as yours, and the client sees who gave it.`;

export const TEMPLATE_PREVIEW = {
  title: 'Template preview',
  note: "Tags such as {client_fname} are replaced with each client's details when the questionnaire is sent.",
} as const;

/** Says why nothing on the page can be changed (spec 001 §4, §6). */
export function ViewOnlyBanner({ questionnaire: q }: { questionnaire: QuestionnaireDetail }) {
  if (q.mode === 'admin-template') {
    return (
      <Alert
        role="status"
        color="blue"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title={TEMPLATE_PREVIEW.title}
      >
        {TEMPLATE_PREVIEW.note}
      </Alert>
    );
  }
  if (q.mode === 'admin-preview') {
    return (
      <Alert role="status" color="blue" variant="light" icon={<IconEye aria-hidden />} title="Firm preview">
        {q.staff_can_answer ? STAFF_ANSWERING_NOTE(q.company_name) : VIEW_ONLY_REASONS.preview(q.company_name)}
      </Alert>
    );
  }
  if (!q.read_only) return null;
  const reason = q.locked
    ? VIEW_ONLY_REASONS.locked
    : q.completed
      ? VIEW_ONLY_REASONS.completed
      : VIEW_ONLY_REASONS.readOnly;
  return (
    <Alert role="status" color="blue" variant="light" icon={<IconLock aria-hidden />} title="View only">
      {reason}
    </Alert>
  );
}
