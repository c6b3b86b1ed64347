import {
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Skeleton,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { formatDisplayDate } from '@portal/domain';
import { IconLock, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useCompanyQuestionnaires } from '../api/list-company-questionnaires';
import { questionnairePreviewPath } from '../../../lib/questionnaires/questionnaire-paths';
import { SendQuestionnaireDialog } from './send-questionnaire-dialog';

export const NO_ENTITY_QUESTIONNAIRES = 'No questionnaires have been sent to this entity yet.';

/**
 * The entity dashboard's questionnaires for the firm: status, documents, progress and a preview link, and
 * Send Questionnaire with this entity chosen.
 */
export function EntityQuestionnairesPanel({ companyId }: { companyId: number }) {
  const list = useCompanyQuestionnaires(companyId);
  const [sendOpen, setSendOpen] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(reloadTimer.current), []);
  // Sends run in the background: read again now and once they had time to land (spec 001 §9, 3 s).
  const onSent = () => {
    void list.refetch();
    clearTimeout(reloadTimer.current);
    reloadTimer.current = setTimeout(() => void list.refetch(), 3000);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="entity-questionnaires-title">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <Title id="entity-questionnaires-title" order={2} size="h4">
          Questionnaires
        </Title>
        <Button size="xs" leftSection={<IconSend size={14} aria-hidden />} onClick={() => setSendOpen(true)}>
          Send Questionnaire
        </Button>
      </Group>
      <SendQuestionnaireDialog
        opened={sendOpen}
        onClose={() => setSendOpen(false)}
        companyIds={[companyId]}
        onSent={onSent}
      />
      {list.isPending ? (
        <Skeleton h={20} role="status" aria-label="Loading questionnaires" />
      ) : list.isError ? (
        <Text size="sm" c="red.8">
          {list.error.message}
        </Text>
      ) : list.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_ENTITY_QUESTIONNAIRES}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720} type="native">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Tax year</Table.Th>
                <Table.Th>Due date</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Documents</Table.Th>
                <Table.Th>Progress</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((q) => (
                <Table.Tr key={q.id}>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {q.locked ? <IconLock size={14} aria-label="Locked" role="img" /> : null}
                      <Text size="sm">{q.name}</Text>
                      {q.deleted_at ? (
                        <Badge color="red" variant="light" size="sm">
                          Deleted
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td>{q.tax_year}</Table.Td>
                  <Table.Td>{q.due_date ? formatDisplayDate(q.due_date) : '—'}</Table.Td>
                  <Table.Td>{q.status_label}</Table.Td>
                  <Table.Td>{q.documents_cell}</Table.Td>
                  <Table.Td miw={120}>
                    <Progress value={q.progress} aria-label={`${q.name} progress`} />
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={questionnairePreviewPath(q.company_id, q.id)} size="sm">
                      Preview<VisuallyHidden> {q.name}</VisuallyHidden>
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
