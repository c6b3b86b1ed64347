import { Alert } from '@mantine/core';
import type { QuestionnaireDetail } from '@portal/domain';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NotFound } from '../../../../components/not-found';
import { PageLoader } from '../../../../components/page-loader';
import { RenderFailure } from '../../../../components/render-failure';
import { isApiError } from '../../../../lib/api-client';
import { useTemplatePreview } from '../../api/get-template-preview';
import { TEMPLATE_TEXTS } from './templates-screen';

export const BACK_TO_TEMPLATES = { to: '/templates', label: 'Back to templates' } as const;

/**
 * Loads a template's preview (a questionnaire in mode 'admin-template') and draws it with `children`: the
 * questionnaire page belongs to the answering feature, so app/ passes it in (features do not import each other).
 */
export function TemplatePreviewScreen({
  templateId,
  children,
}: {
  templateId: number;
  children: (preview: QuestionnaireDetail) => ReactNode;
}) {
  const valid = Number.isInteger(templateId) && templateId > 0;
  const query = useTemplatePreview(templateId, { enabled: valid });
  if (!valid) return <NotFound />;
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    if (status === 404) return <NotFound />;
    if (status === 403) {
      return (
        <Alert
          role="alert"
          color="yellow"
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
  return children(query.data);
}
