/** The firm's read-only view of a client's questionnaire (spec 001 §2), linked from Collect and the entity dashboard. */
export const questionnairePreviewPath = (companyId: number, questionnaireId: number) =>
  `/preview/${companyId}/questionnaire/${questionnaireId}`;
