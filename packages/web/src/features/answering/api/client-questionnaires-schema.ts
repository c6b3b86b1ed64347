// The schema list-client-questionnaires.ts checks answers with, in a chunk of its own (loaded on first use).
export { clientQuestionnairesSchema } from '@portal/domain';
