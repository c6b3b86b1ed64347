/** The questionnaire templates feature's public entry: the template editor, starter templates, questionnaires started from a template's public link. */
export { templateEditorRoutes } from './template-editor.routes.ts';
export { templateStartRoutes } from './template-start.routes.ts';
export { listTemplates, templatePreview } from './templates.service.ts';
