import { Anchor, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  isAgreeDisabled,
  submitAgreement,
  type CompletionStatus,
  type MissingAnswer,
  type Question,
  type QuestionnaireDetail,
  type Section,
} from '@portal/domain';
import { Link, type To } from 'react-router';
import { useSaveSection } from '../../api/save-section';
import { CompletionIcon } from '../page/completion-icon';
import { DepositBlock } from '../deposit/deposit-block';
import { MissingAnswersList } from '../page/missing-answers-list';
import { completionLabel } from '../page/status-labels';

/**
 * Review and submit (spec 001 §4): the sections' statuses (a section not completed is a link to it, with
 * what it still needs), the disclaimer, the deposit, then I Agree.
 */
export function ReviewSection({
  questionnaire: q,
  section,
  sections,
  statuses,
  missing,
  linkTo,
  readOnly,
  depositJustPaid,
}: {
  questionnaire: QuestionnaireDetail;
  section: Section;
  sections: Section[];
  statuses: CompletionStatus[];
  missing: MissingAnswer<Question>[][];
  linkTo: (sectionId: number, questionId?: number) => To;
  readOnly: boolean;
  depositJustPaid: boolean;
}) {
  const save = useSaveSection(q.id);
  const others = sections
    .map((s, i) => ({ s, status: statuses[i] ?? 'incomplete', needs: missing[i] ?? [] }))
    .filter((x) => x.s.id !== section.id);
  const agreeBlocked = isAgreeDisabled(q);
  const agreement = submitAgreement(q.disclaimer);
  return (
    <Stack gap="md">
      <section aria-labelledby="review-summary-title">
        <Title order={3} size="h5" id="review-summary-title" mb="xs">
          Summary
        </Title>
        <List listStyleType="none" spacing={4}>
          {others.map(({ s, status, needs }) => (
            <List.Item key={s.id}>
              <Group gap={6} wrap="nowrap">
                <CompletionIcon status={status} size={16} />
                {status === 'completed' ? (
                  <Text size="sm">
                    {s.name} — {completionLabel[status]}
                  </Text>
                ) : (
                  <Anchor component={Link} to={linkTo(s.id)} size="sm" underline="always">
                    {s.name} — {completionLabel[status]}
                  </Anchor>
                )}
              </Group>
              {status === 'completed' ? null : (
                <Stack pl={22}>
                  <MissingAnswersList
                    missing={needs}
                    linkTo={(questionId) => linkTo(s.id, questionId)}
                    label={`Still needed in ${s.name}`}
                  />
                </Stack>
              )}
            </List.Item>
          ))}
        </List>
      </section>
      <section aria-labelledby="disclaimer-title">
        <Title order={3} size="h5" id="disclaimer-title" mb="xs">
          {agreement.title}
        </Title>
        <Text size="sm" id="submit-agreement-text" style={{ whiteSpace: 'pre-line' }}>
          {agreement.text}
        </Text>
      </section>
      <DepositBlock questionnaire={q} justPaid={depositJustPaid} />
      <Checkbox
        label="I Agree"
        // What is agreed to is read with the box (issue 38 §3).
        aria-describedby="submit-agreement-text"
        description={agreeBlocked ? 'Pay the deposit first to agree.' : undefined}
        checked={section.marked_completed}
        disabled={readOnly || agreeBlocked || save.isPending}
        onChange={(e) => save.mutate({ sectionId: section.id, marked_completed: e.currentTarget.checked })}
      />
    </Stack>
  );
}
