import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { questionnaireDocumentFields, type Question } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import {
  activityLogs,
  companies,
  companyOwners,
  extractedDocuments,
  firmRoleAssignments,
  users,
} from '../../db/schema/index.ts';
import type { QuestionnaireScope } from './questionnaire-access.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The rest of spec 001 §3's Questionnaire fields, beside what the page itself reads: the questionnaire's own
 * columns, its entity, its people, and (for staff) its firm role assignments and bulk upload work.
 */
export async function specQuestionnaireFields(db: DbOrTx, scope: QuestionnaireScope, questions: Question[]) {
  const q = scope.questionnaire;
  const c = scope.company;
  const staff = scope.actor.isAdvisor;
  const firmId = scope.actor.firmId;
  const [people, [entity], roles, [latest], extracted] = await Promise.all([
    db
      .select({ id: users.id, fname: users.fname, lname: users.lname, email: users.email })
      .from(companyOwners)
      .innerJoin(users, eq(users.id, companyOwners.userId))
      .where(and(eq(companyOwners.firmId, firmId), eq(companyOwners.companyId, c.id), isNull(users.deletedAt)))
      .orderBy(asc(users.id)),
    db
      .select({ userId: companies.userId, spouseUserId: companies.spouseUserId })
      .from(companies)
      .where(and(eq(companies.firmId, firmId), eq(companies.id, c.id))),
    staff
      ? db
          .select({
            id: firmRoleAssignments.id,
            user_id: firmRoleAssignments.userId,
            firm_role_id: firmRoleAssignments.firmRoleId,
          })
          .from(firmRoleAssignments)
          .where(and(eq(firmRoleAssignments.firmId, firmId), eq(firmRoleAssignments.companyId, c.id)))
          .orderBy(asc(firmRoleAssignments.id))
      : [],
    db
      .select({ title: activityLogs.title })
      .from(activityLogs)
      .where(and(eq(activityLogs.firmId, firmId), eq(activityLogs.questionnaireId, q.id)))
      .orderBy(desc(activityLogs.createdAt))
      .limit(1),
    staff
      ? db
          .select({
            id: extractedDocuments.id,
            name: extractedDocuments.name,
            status: extractedDocuments.status,
            parent_document_id: extractedDocuments.sourceDocumentId,
            created_at: extractedDocuments.createdAt,
          })
          .from(extractedDocuments)
          .where(
            and(
              eq(extractedDocuments.firmId, firmId),
              eq(extractedDocuments.companyId, c.id),
              eq(extractedDocuments.questionnaireId, q.id),
              isNull(extractedDocuments.deletedAt),
            ),
          )
          .orderBy(asc(extractedDocuments.id))
      : [],
  ]);
  return {
    questionnaire_id: q.id,
    formatted_name: `${q.taxYear} ${q.name}`,
    // A custom questionnaire of open items (spec 001 §5 'Open items regarding'): made from no template, not a drop-off.
    is_open_item: q.templateId === null && !q.documentDropOffEnabled,
    reminders_disabled: q.remindersDisabled,
    track_changes: q.trackChanges,
    deleted_at: iso(q.deletedAt),
    sent_at: iso(q.sentAt),
    last_activity: latest?.title ?? null,
    last_activity_at: iso(q.lastActivityAt),
    last_followed_up: iso(q.lastFollowedUp),
    earliest_remind_date: q.earliestRemindDate,
    first_doc_uploaded_at: iso(q.firstDocUploadedAt),
    firm_custom_status_id: q.firmCustomStatusId,
    document_drop_off_enabled: q.documentDropOffEnabled,
    document_path: q.documentPath,
    // The reminder texts are the firm's drafting: clients receive the messages, not the drafts.
    reminder_email_subject: staff ? q.reminderEmailSubject : null,
    reminder_email_message: staff ? q.reminderEmailMessage : null,
    reminder_in_app_message: staff ? q.reminderInAppMessage : null,
    reminder_sms_message: staff ? q.reminderSmsMessage : null,
    ...questionnaireDocumentFields(questions),
    notes: questions.flatMap((x) => x.filtered_questionnaire_comments),
    extracted_documents: extracted.map((e) => ({ ...e, created_at: e.created_at.toISOString() })),
    firm_role_assignments: roles,
    user_details: people.map((p) => ({
      id: p.id,
      full_name: `${p.fname} ${p.lname}`.trim(),
      email: p.email,
      is_taxpayer: p.id === entity?.userId,
      is_spouse: p.id === entity?.spouseUserId,
    })),
    company_details: {
      name: c.name,
      hash_id: c.hashId,
      entity_type: c.entityType,
      inactive: c.inactive,
      external_entity_id: staff ? c.externalEntityId : null,
    },
  };
}
