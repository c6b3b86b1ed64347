/** The questionnaire templates feature's public entry: the editor, starter templates, starting from a link. */
export { templateEditorRoutes } from './template-editor.routes.ts';
export { templateStartRoutes } from './template-start.routes.ts';
export { listTemplates, templatePreview } from './templates.service.ts';
