// The schemas get-questionnaire.ts and get-glossary.ts check answers with, in a chunk of their own (loaded on first use).
export { glossaryEntrySchema, questionnaireDetailSchema } from '@portal/domain';
