import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { QuestionnaireDetail } from '@portal/domain';
import { IconFile } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { formatDate } from '../../../lib/format';
import { RemovedDocumentsPanel } from './removed-documents-panel';

export const NO_QUESTIONNAIRE_DOCUMENTS = 'No documents uploaded to this questionnaire yet';

/**
 * Every file uploaded to the questionnaire's questions (spec 001 §2 Questionnaire Preview, Documents), read
 * from the questionnaire detail so no extra request is needed. Each opens in the entity's documents.
 * Below them, the files removed from it, which staff may restore (`restorable`).
 */
export function QuestionnaireDocumentsTab({
  questionnaire,
  documentsPath,
  restorable = false,
}: {
  questionnaire: Pick<QuestionnaireDetail, 'id' | 'questionnaire_questions'>;
  /** The entity's documents page, e.g. /admin/{hash}/documents. */
  documentsPath: string;
  /** Staff who may change the questionnaire see its removed files and restore them. */
  restorable?: boolean;
}) {
  const rows = questionnaire.questionnaire_questions.flatMap((question) =>
    question.documents.map((doc) => ({ question, doc })),
  );
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="questionnaire-documents-title">
        <Title id="questionnaire-documents-title" order={2} size="h4" mb="sm">
          Documents
        </Title>
        {rows.length === 0 ? (
          <EmptyState
            title={NO_QUESTIONNAIRE_DOCUMENTS}
            description="Files the client uploads to the questions will be listed here."
            icon={<IconFile aria-hidden stroke={1.5} />}
          />
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map(({ question, doc }) => (
              <Stack component="li" key={doc.id} gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`${documentsPath}?${new URLSearchParams(
                    doc.folder_path === '/' ? { file: doc.name } : { path: doc.folder_path, file: doc.name },
                  )}`}
                  size="sm"
                  fw={500}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {doc.name}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {question.text}
                </Text>
                <Text size="xs" c="dimmed">
                  {[doc.selected_option, `Uploaded ${formatDate(doc.created_at)}`].filter(Boolean).join(' · ')}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Paper>
      {restorable ? <RemovedDocumentsPanel questionnaireId={questionnaire.id} /> : null}
    </Stack>
  );
}
