import { TemplatesScreen } from '../../features/questionnaire-templates/components/templates/templates-screen';

/** /templates: the firm's questionnaire templates (spec 001 §2, §6). */
export function Component() {
  return <TemplatesScreen />;
}
