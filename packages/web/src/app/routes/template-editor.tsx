import { useParams } from 'react-router';
import { TemplateEditorScreen } from '../../features/questionnaire-templates/components/template-editor/template-editor-screen';

/** /templates/new and /templates/{id}/edit: build a questionnaire template (spec 001 §1, issue 8). */
export function Component() {
  const { templateId } = useParams();
  const id = templateId ? Number(templateId) : null;
  return <TemplateEditorScreen key={templateId ?? 'new'} templateId={id && Number.isInteger(id) ? id : null} />;
}
