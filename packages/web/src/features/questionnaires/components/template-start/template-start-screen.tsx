/** The public template start: /template/{hashId}/create-questionnaire-from-template?firmGroupId=&taxYear= */
export function TemplateStartScreen(_props: { hashId: string }) {
  return null;
}
