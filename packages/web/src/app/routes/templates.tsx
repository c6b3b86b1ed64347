import { TemplatesScreen } from '../../features/questionnaires/components/templates/templates-screen';

/** /templates: the firm's questionnaire templates (spec 001 §2, §6). */
export function Component() {
  return <TemplatesScreen />;
}
