import { useParams } from 'react-router';
import { questionComponents } from '../lazy-feature-components';
import { QuestionnairePage } from '../../features/answering/components/page/questionnaire-page';
import {
  BACK_TO_TEMPLATES,
  TemplatePreviewScreen,
} from '../../features/questionnaire-templates/components/templates/template-preview-screen';

/** A template's preview drawn as the questionnaire page in mode 'admin-template', without an entity or profile. */
export function TemplatePreview({ templateId }: { templateId: number }) {
  // The page's questions load on demand: fetched beside the preview, as QuestionnaireScreen does.
  questionComponents.load().catch(() => undefined);
  return (
    <TemplatePreviewScreen templateId={templateId}>
      {(preview) => (
        <QuestionnairePage
          questionnaire={preview}
          back={BACK_TO_TEMPLATES}
          profileDefaults={{ email: '', phone: '' }}
        />
      )}
    </TemplatePreviewScreen>
  );
}

/** /preview/template/{templateId}?sectionId=: the firm's preview of a questionnaire template (spec 001 §1, §2). */
export function Component() {
  const { templateId } = useParams();
  const id = Number(templateId);
  return <TemplatePreview key={id} templateId={id} />;
}
