import { Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { isAgreeDisabled, type CompletionStatus, type QuestionnaireDetail, type Section } from '@portal/domain';
import { useSaveSection } from '../../api/save-section';
import { CompletionIcon } from '../page/completion-icon';
import { DepositBlock } from '../deposit/deposit-block';
import { completionLabel } from '../page/status-labels';

/** Review and submit (spec 001 §4): the sections' statuses, the disclaimer, the deposit, then I Agree. */
export function ReviewSection({
  questionnaire: q,
  section,
  sections,
  statuses,
  readOnly,
  depositJustPaid,
}: {
  questionnaire: QuestionnaireDetail;
  section: Section;
  sections: Section[];
  statuses: CompletionStatus[];
  readOnly: boolean;
  depositJustPaid: boolean;
}) {
  const save = useSaveSection(q.id);
  const others = sections
    .map((s, i) => ({ s, status: statuses[i] ?? 'incomplete' }))
    .filter((x) => x.s.id !== section.id);
  const agreeBlocked = isAgreeDisabled(q);
  return (
    <Stack gap="md">
      <section aria-labelledby="review-summary-title">
        <Title order={3} size="h5" id="review-summary-title" mb="xs">
          Summary
        </Title>
        <List listStyleType="none" spacing={4}>
          {others.map(({ s, status }) => (
            <List.Item key={s.id}>
              <Group gap={6} wrap="nowrap">
                <CompletionIcon status={status} size={16} />
                <Text size="sm">
                  {s.name} — {completionLabel[status]}
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
      </section>
      {q.disclaimer ? (
        <section aria-labelledby="disclaimer-title">
          <Title order={3} size="h5" id="disclaimer-title" mb="xs">
            Disclaimer
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {q.disclaimer}
          </Text>
        </section>
      ) : null}
      <DepositBlock questionnaire={q} justPaid={depositJustPaid} />
      <Checkbox
        label="I Agree"
        description={agreeBlocked ? 'Pay the deposit first to agree.' : undefined}
        checked={section.marked_completed}
        disabled={readOnly || agreeBlocked || save.isPending}
        onChange={(e) => save.mutate({ sectionId: section.id, marked_completed: e.currentTarget.checked })}
      />
    </Stack>
  );
}
