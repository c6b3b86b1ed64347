import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { TemplateDetail } from '@portal/domain';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../../components/page-loader';
import { RenderFailure } from '../../../../components/render-failure';
import { isApiError } from '../../../../lib/api-client';
import { useTemplate } from '../../api/get-template';
import { TEMPLATE_TEXTS } from '../templates/templates-screen';
import { EDITOR_TEXTS } from './editor-labels';
import { draftFromDetail } from './template-convert';
import { TemplateForm } from './template-form';
import { emptyTemplate } from './template-tree';

/** The template editor: `/templates/new` and `/templates/{id}/edit`. */
export function TemplateEditorScreen({ templateId }: { templateId: number | null }) {
  if (templateId === null) return <TemplateForm templateId={null} initial={emptyTemplate()} />;
  return <ExistingTemplateEditor templateId={templateId} />;
}

function ExistingTemplateEditor({ templateId }: { templateId: number }) {
  const query = useTemplate(templateId);
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404) return <TemplateNotFound />;
    if (status === 403) {
      return (
        <Alert
          role="alert"
          color="blue"
          variant="light"
          icon={<IconLock aria-hidden />}
          title={TEMPLATE_TEXTS.noAccess}
        >
          {TEMPLATE_TEXTS.noAccessDetail}
        </Alert>
      );
    }
    return <RenderFailure />;
  }
  return <LoadedTemplate templateId={templateId} detail={query.data} />;
}

/** The draft is made once from what was loaded: a background refetch must not overwrite what is being typed. */
function LoadedTemplate({ templateId, detail }: { templateId: number; detail: TemplateDetail }) {
  const [initial] = useState(() => draftFromDetail(detail));
  return <TemplateForm templateId={templateId} initial={initial} builtIn={detail.built_in} />;
}

function TemplateNotFound() {
  return (
    <Paper withBorder p="xl" radius="md" maw={640} mx="auto" mt="lg">
      <Stack align="center" ta="center" gap="sm">
        <Title order={1} size="h2">
          {EDITOR_TEXTS.notFoundTitle}
        </Title>
        <Text>{EDITOR_TEXTS.notFoundDetail}</Text>
        <Anchor component={Link} to="/templates">
          {EDITOR_TEXTS.backToTemplates}
        </Anchor>
      </Stack>
    </Paper>
  );
}
