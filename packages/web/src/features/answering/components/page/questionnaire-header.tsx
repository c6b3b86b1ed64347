import { Anchor, Stack, Text, Title } from '@mantine/core';
import { questionnaireMessages, type QuestionnaireDetail } from '@portal/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export function QuestionnaireHeader({
  questionnaire: q,
  back,
}: {
  questionnaire: QuestionnaireDetail;
  back: { to: string; label: string };
}) {
  const canWrite = !q.read_only && q.mode === 'client';
  return (
    <Stack gap={4}>
      <Anchor component={Link} to={back.to} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {back.label}
      </Anchor>
      <Title order={1}>{q.name}</Title>
      {/* A template has no entity (nor a tax year of its own until it is sent). */}
      {q.mode === 'admin-template' ? null : (
        <Text c="dimmed">
          {q.company_name} · Tax year {q.tax_year}
        </Text>
      )}
      {canWrite ? (
        <Text size="sm">
          {questionnaireMessages.progressSaved}
          {q.preferences.communication_disabled ? null : (
            <>
              {' '}
              Questions? Please{' '}
              <Anchor component={Link} underline="always" to={`/inbox/${encodeURIComponent(q.company_hash)}`}>
                send us a message
              </Anchor>
              .
            </>
          )}
        </Text>
      ) : null}
    </Stack>
  );
}
