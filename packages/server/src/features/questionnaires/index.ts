/**
 * The questionnaires core's public entry, which the other questionnaire features (templates, sends, answering,
 * collect, exports, rollover, drop-off) build on: a questionnaire's tables read and written (access, the view,
 * lists, creating one), the staff's scope, its mail and reminders, and what a send makes from a template.
 */
export {
  createQuestionnaire,
  createQuestionnaires,
  flattenQuestions,
  initialAnswer,
  type QuestionnaireDef,
  type SectionDef,
} from './create-questionnaire.ts';
export { questionnaireOfNote, questionnaireOfQuestion } from './named-call-lookups.ts';
export {
  assertClientMayChange,
  assertMayAnswer,
  type QuestionnaireScope,
  questionnaireScope,
} from './questionnaire-access.ts';
export { clientQuestionnaires, companyQuestionnaires, summarize } from './questionnaire-lists.ts';
export {
  dropOffLead,
  dropOffMail,
  questionnaireNoticeMail,
  questionnaireSentMail,
  questionnaireSignInLinkMail,
} from './questionnaire-mail.ts';
export {
  changeAfterWrite,
  html,
  loadParts,
  pagePreferences,
  presentParts,
  questionnaireDetail,
  ruleQuestion,
  type RuleQuestionRow,
  ruleSection,
  type RuleSectionRow,
  syncCompletion,
  visibilityOf,
} from './questionnaire-view.ts';
export { registerReminderJobs } from './reminders.jobs.ts';
export {
  mailable,
  notifyQuestionnaireClients,
  notifyQuestionnaireSent,
  notifyQuestionnairesSent,
  questionnaireLink,
  recipientsOf,
  reminderDeps,
  type ReminderDeps,
  SEND_CONCURRENCY,
  sendQuestionnaireReminder,
  textable,
} from './reminders.service.ts';
export { sampleOrganizer, sampleOrganizerSections } from './sample-questionnaire.ts';
export { type Recipient, sendName, sendSections, type TemplateSource } from './send-definition.ts';
export { assertStaff, staffQuestionnaires } from './staff-questionnaires.ts';
