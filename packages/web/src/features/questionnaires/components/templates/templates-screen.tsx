import { Alert, Anchor, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconLock, IconTemplate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/empty-state';
import { isApiError } from '../../../../lib/api-client';
import { useTemplates } from '../../api/list-templates';

export const TEMPLATE_TEXTS = {
  noAccess: 'You do not have access to templates',
  noAccessDetail: 'Ask a partner at your firm if you need to use questionnaire templates.',
  emptyTitle: 'No templates yet',
  emptyDetail:
    "Your firm's questionnaire templates are created and listed here. Once a template exists you can preview it from this page.",
} as const;

export const templatePreviewPath = (templateId: number) => `/preview/template/${templateId}`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /templates: the firm's questionnaire templates, each with a preview link (spec 001 §1, §2). */
export function TemplatesScreen() {
  const list = useTemplates();
  return (
    <Stack gap="md">
      <Title order={1}>Templates</Title>
      {list.isPending ? (
        <Skeleton h={80} aria-label="Loading templates" />
      ) : list.isError ? (
        isApiError(list.error) && list.error.status === 403 ? (
          <Alert
            role="alert"
            color="yellow"
            variant="light"
            icon={<IconLock aria-hidden />}
            title={TEMPLATE_TEXTS.noAccess}
          >
            {TEMPLATE_TEXTS.noAccessDetail}
          </Alert>
        ) : (
          <Alert role="alert" color="red" variant="light">
            {list.error.message}
          </Alert>
        )
      ) : list.data.length === 0 ? (
        <EmptyState
          title={TEMPLATE_TEXTS.emptyTitle}
          description={TEMPLATE_TEXTS.emptyDetail}
          icon={<IconTemplate aria-hidden stroke={1.5} />}
        />
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table verticalSpacing="sm" aria-label="Templates">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Sections</Table.Th>
                <Table.Th>Questions</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {t.name}
                    </Text>
                    {t.description ? (
                      <Text size="sm" c="dimmed">
                        {t.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{count(t.section_count, 'section', 'sections')}</Table.Td>
                  <Table.Td>{count(t.question_count, 'question', 'questions')}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={templatePreviewPath(t.id)} size="sm">
                      Preview<VisuallyHidden> {t.name}</VisuallyHidden>
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
