import { Alert, Badge, Button, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { templateMessages, type QuestionnaireTemplateSummary } from '@portal/domain';
import { IconLock, IconPlus, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { EmptyState } from '../../../../components/empty-state';
import { isApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useCopyTemplate } from '../../api/copy-template';
import { useDeleteTemplate } from '../../api/delete-template';
import { useTemplatePublicLink } from '../../api/template-start';
import { useTemplates } from '../../../../lib/questionnaires/list-templates';

export const TEMPLATE_TEXTS = {
  noAccess: 'You do not have access to templates',
  noAccessDetail: 'Ask a partner at your firm if you need to use questionnaire templates.',
  emptyTitle: 'No templates yet',
  emptyDetail:
    "Your firm's questionnaire templates are created and listed here. Once a template exists you can preview it from this page.",
  newTemplate: 'New template',
  builtIn: 'Built-in',
  deleteTitle: 'Delete template',
  deleteMessage: (name: string) => `Delete the template ${name}? It can no longer be sent. This cannot be undone.`,
  linkCopied: 'Link copied to clipboard',
} as const;

export const templatePreviewPath = (templateId: number) => `/preview/template/${templateId}`;
export const templateEditPath = (templateId: number) => `/templates/${templateId}/edit`;
export const NEW_TEMPLATE_PATH = '/templates/new';

/** The list item gains `built_in` from the server; read it defensively until the shared schema has it. */
type TemplateRow = QuestionnaireTemplateSummary & { built_in?: boolean };

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /templates: the firm's questionnaire templates with New, Edit, Copy, Delete and Preview (spec 001 §1, §2, §3). */
export function TemplatesScreen() {
  const list = useTemplates();
  const [deleting, setDeleting] = useState<TemplateRow | null>(null);
  const remove = useDeleteTemplate();
  const canCreate = !(list.isError && isApiError(list.error) && list.error.status === 403);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>Templates</Title>
        {canCreate ? (
          <Button component={Link} to={NEW_TEMPLATE_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
            {TEMPLATE_TEXTS.newTemplate}
          </Button>
        ) : null}
      </Group>
      {list.isPending ? (
        <Skeleton h={80} role="status" aria-label="Loading templates" />
      ) : list.isError ? (
        isApiError(list.error) && list.error.status === 403 ? (
          <Alert
            role="alert"
            color="blue"
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
        // Positioned, so the visually hidden "Actions" heading stays inside it (else the page scrolls sideways).
        <Table.ScrollContainer minWidth={640} type="native" pos="relative">
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
              {list.data.map((t: TemplateRow) => (
                <Table.Tr key={t.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm" fw={500}>
                        {t.name}
                      </Text>
                      {t.built_in ? (
                        <Badge size="sm" variant="light" color="gray">
                          {TEMPLATE_TEXTS.builtIn}
                        </Badge>
                      ) : null}
                    </Group>
                    {t.description ? (
                      <Text size="sm" c="dimmed">
                        {t.description}
                      </Text>
                    ) : null}
                    {t.built_in ? (
                      <Text size="xs" c="dimmed" id={`template-${t.id}-built-in`}>
                        {templateMessages.builtInReadOnly}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{count(t.section_count, 'section', 'sections')}</Table.Td>
                  <Table.Td>{count(t.question_count, 'question', 'questions')}</Table.Td>
                  <Table.Td>
                    <TemplateActions template={t} onDelete={() => setDeleting(t)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={TEMPLATE_TEXTS.deleteTitle}
        message={TEMPLATE_TEXTS.deleteMessage(deleting?.name ?? '')}
        confirmLabel="Delete"
        danger
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => notify.success(templateMessages.deleted),
            onError: (e) => notify.error(e.message),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </Stack>
  );
}

/**
 * Edit, Copy, Delete and Preview of one template. A built-in starter cannot be edited or deleted (the list
 * would bring it back); the note under its name says why, and Copy makes one the firm can change.
 */
function TemplateActions({ template: t, onDelete }: { template: TemplateRow; onDelete: () => void }) {
  const navigate = useNavigate();
  const copy = useCopyTemplate();
  const publicLink = useTemplatePublicLink();
  const copyPublicLink = async () => {
    const link = await publicLink.mutateAsync(t.id).catch((e: Error) => {
      notify.error(e.message);
      return null;
    });
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify.success(TEMPLATE_TEXTS.linkCopied);
    } catch {
      // Some browsers refuse the clipboard (no permission, insecure page): the link is still given.
      notify.success(link);
    }
  };
  const readOnlyNote = t.built_in ? `template-${t.id}-built-in` : undefined;
  const name = <VisuallyHidden> {t.name}</VisuallyHidden>;
  return (
    <Group gap="xs" wrap="wrap" justify="flex-end">
      {t.built_in ? (
        <Button size="xs" variant="default" disabled aria-describedby={readOnlyNote}>
          Edit{name}
        </Button>
      ) : (
        <Button size="xs" variant="default" component={Link} to={templateEditPath(t.id)}>
          Edit{name}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        loading={copy.isPending}
        onClick={() =>
          copy.mutate(t.id, {
            onSuccess: (c) => {
              notify.success(templateMessages.copied);
              void navigate(templateEditPath(c.id));
            },
            onError: (e) => notify.error(e.message),
          })
        }
      >
        Copy{name}
      </Button>
      <Button
        size="xs"
        variant="default"
        color="red.9"
        disabled={t.built_in}
        aria-describedby={readOnlyNote}
        onClick={onDelete}
      >
        Delete{name}
      </Button>
      <Button size="xs" variant="default" loading={publicLink.isPending} onClick={() => void copyPublicLink()}>
        Copy public link{name}
      </Button>
      <Button size="xs" variant="subtle" component={Link} to={templatePreviewPath(t.id)}>
        Preview{name}
      </Button>
    </Group>
  );
}
