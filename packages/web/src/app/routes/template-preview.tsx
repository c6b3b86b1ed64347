import { useParams } from 'react-router';
import { TemplatePreviewScreen } from '../../features/questionnaires/components/templates/template-preview-screen';

/** /preview/template/{templateId}?sectionId=: the firm's preview of a questionnaire template (spec 001 §1, §2). */
export function Component() {
  const { templateId } = useParams();
  const id = Number(templateId);
  return <TemplatePreviewScreen key={id} templateId={id} />;
}
