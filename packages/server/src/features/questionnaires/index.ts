/** The questionnaires feature's public entry: what other features may use. */
export { addOpenItems, sendOpenItems, tellOfOpenItems } from './open-items.service.ts';
export { reminderDeps } from './reminders.service.ts';
export { sendQuestionnaires } from './send.service.ts';
export { createQuestionnaire } from './create-questionnaire.ts';
export {
  dropOffMail,
  questionnaireNoticeMail,
  questionnaireSentMail,
  questionnaireSignInLinkMail,
} from './questionnaire-mail.ts';
export { subscribeExpectedDocuments, tickExpectedDocuments } from './expected-documents.ts';
