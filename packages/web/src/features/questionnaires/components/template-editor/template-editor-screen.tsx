/** The template editor: `/templates/new` and `/templates/{id}/edit`. */
export function TemplateEditorScreen({ templateId }: { templateId: number | null }) {
  return <h1>{templateId ? 'Edit template' : 'New template'}</h1>;
}
