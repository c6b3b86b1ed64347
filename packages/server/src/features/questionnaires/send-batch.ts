import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  formatDisplayDate,
  readFirmPreferences,
  sendDueDate,
  userPreferencesSchema,
  type SectionDefinition,
} from '@portal/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  companies,
  companyOwners,
  priorYearItems,
  questionnaireSendBatches,
  questionnaireTemplates,
  questionnaires,
  users,
} from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { findFirm } from '../firm/firm.repo.ts';
import { createQuestionnaire } from './create-questionnaire.ts';
import { sendName, sendSections, type Recipient, type TemplateSource } from './send-definition.ts';
import type { BatchPayload } from './send.service.ts';

export interface BatchDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  config: Config;
}

/** Progress is written every this many entities, so polling shows it move without a write per entity. */
const PROGRESS_EVERY = 10;

async function recipientsOf(db: Db, firmId: number, companyIds: number[], taxYear: number): Promise<Recipient[]> {
  if (!companyIds.length) return [];
  const [rows, owners, items] = await Promise.all([
    db
      .select({ id: companies.id, userId: companies.userId })
      .from(companies)
      .where(and(eq(companies.firmId, firmId), inArray(companies.id, companyIds))),
    db
      .select({ companyId: companyOwners.companyId, userId: companyOwners.userId })
      .from(companyOwners)
      .innerJoin(users, eq(users.id, companyOwners.userId))
      .where(
        and(eq(companyOwners.firmId, firmId), inArray(companyOwners.companyId, companyIds), isNull(users.deletedAt)),
      )
      .orderBy(companyOwners.createdAt),
    db
      .select({ companyId: priorYearItems.companyId, name: priorYearItems.name })
      .from(priorYearItems)
      .where(
        and(
          eq(priorYearItems.firmId, firmId),
          inArray(priorYearItems.companyId, companyIds),
          eq(priorYearItems.year, taxYear - 1),
          eq(priorYearItems.doNotRollover, false),
        ),
      )
      .orderBy(priorYearItems.name),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return companyIds.flatMap((id) => {
    const c = byId.get(id);
    if (!c) return [];
    return [
      {
        companyId: id,
        primaryUserId: c.userId,
        ownerIds: owners.filter((o) => o.companyId === id).map((o) => o.userId),
        priorYearItems: items.filter((i) => i.companyId === id).map((i) => i.name),
      },
    ];
  });
}

async function templateOf(db: Db, firmId: number, id: number | null): Promise<TemplateSource | null> {
  if (id === null) return null;
  const [t] = await db
    .select()
    .from(questionnaireTemplates)
    .where(and(eq(questionnaireTemplates.id, id), eq(questionnaireTemplates.firmId, firmId)));
  if (!t) return null;
  return { id: t.id, name: t.name, sections: t.definition as SectionDefinition[], disclaimer: t.disclaimer };
}

/** Entities this batch already reached (a retried job goes on where it stopped). */
async function alreadySent(db: Db, batchId: number): Promise<Set<number>> {
  const rows = await db
    .select({ companyId: questionnaires.companyId })
    .from(questionnaires)
    .where(and(eq(questionnaires.sendBatchId, batchId), isNotNull(questionnaires.sendBatchId)));
  return new Set(rows.map((r) => r.companyId));
}

/**
 * The send job: one questionnaire per entity (each in its own transaction, so one failure does not undo the
 * others), counted as it goes, then the entity's people are told with a link straight into it.
 */
export async function runSendBatch(deps: BatchDeps, batchId: number) {
  const db = deps.db;
  const [batch] = await db.select().from(questionnaireSendBatches).where(eq(questionnaireSendBatches.id, batchId));
  if (!batch || batch.status === 'done' || batch.status === 'failed') return;
  await db.update(questionnaireSendBatches).set({ status: 'running' }).where(eq(questionnaireSendBatches.id, batchId));
  const input = batch.payload as BatchPayload;
  const firm = await findFirm(db, batch.firmId);
  const prefs = readFirmPreferences(firm?.preferences);
  const template = await templateOf(db, batch.firmId, input.questionnaire_template_id);
  const scheduled = batch.scheduleId !== null;
  const dueDate = sendDueDate(input, batch.sendDate, scheduled);
  const done = await alreadySent(db, batchId);
  const recipients = (await recipientsOf(db, batch.firmId, input.resolved_company_ids, input.tax_year!)).filter(
    (r) => !done.has(r.companyId),
  );
  let sent = done.size;
  let failed = 0;
  const created: { companyId: number; questionnaireId: number }[] = [];
  for (const [i, r] of recipients.entries()) {
    try {
      const questionnaireId = await db.transaction((tx) =>
        createQuestionnaire(tx, {
          firmId: batch.firmId,
          companyId: r.companyId,
          name: sendName(input, template),
          taxYear: input.tax_year!,
          dueDate,
          isDraft: input.is_draft,
          depositAmountCents:
            input.deposit_required && input.deposit_amount ? Math.round(input.deposit_amount * 100) : null,
          disclaimer: template?.disclaimer ?? undefined,
          updateProfileSection: input.update_profile_section,
          documentDropOffEnabled: input.kind === 'drop_off',
          templateId: template?.id ?? null,
          sendBatchId: batchId,
          sections: sendSections(input, template, r, {
            removePleaseUpload: prefs.remove_please_upload_for_rollover_items,
          }),
        }),
      );
      created.push({ companyId: r.companyId, questionnaireId });
      sent++;
    } catch {
      failed++;
    }
    if ((i + 1) % PROGRESS_EVERY === 0)
      await db
        .update(questionnaireSendBatches)
        .set({ done: sent, failed })
        .where(eq(questionnaireSendBatches.id, batchId));
  }
  await db
    .update(questionnaireSendBatches)
    .set({ done: sent, failed, status: 'done', finishedAt: sql`now()` })
    .where(eq(questionnaireSendBatches.id, batchId));
  if (!input.is_draft) await notifyRecipients(deps, batch.firmId, firm?.name ?? 'Your firm', created);
}

export interface SentNotice {
  subject: string;
  text: string;
  sms: string;
}

/** The message a client gets when a questionnaire arrives (the link opens it directly). */
export function questionnaireSentNotice(v: {
  firmName: string;
  clientName: string;
  questionnaireName: string;
  taxYear: number;
  dueDate: string | null;
  link: string;
}): SentNotice {
  const due = v.dueDate ? ` by ${formatDisplayDate(v.dueDate)}` : '';
  return {
    subject: `${v.firmName}: your ${v.taxYear} ${v.questionnaireName} is ready`,
    text: [
      `Hi ${v.clientName},`,
      '',
      `${v.firmName} has sent you the ${v.taxYear} ${v.questionnaireName}. Please complete it${due}.`,
      '',
      `Open it here: ${v.link}`,
      '',
      'Your progress is saved automatically, so you can stop and come back at any time.',
    ].join('\n'),
    sms: `${v.firmName}: your ${v.taxYear} ${v.questionnaireName} is ready. Open it: ${v.link}`,
  };
}

/** Emails (or texts, for those who prefer SMS) each active owner of each entity that received one. */
export async function notifyRecipients(
  deps: BatchDeps,
  firmId: number,
  firmName: string,
  created: { companyId: number; questionnaireId: number }[],
) {
  if (!created.length) return;
  const ids = created.map((c) => c.questionnaireId);
  const rows = await deps.db
    .select({
      questionnaireId: questionnaires.id,
      name: questionnaires.name,
      taxYear: questionnaires.taxYear,
      dueDate: questionnaires.dueDate,
      companyHash: companies.hashId,
      fname: users.fname,
      preferredName: users.preferredName,
      email: users.email,
      phone: users.phoneNumber,
      contact: users.preferredContactMethod,
      preferences: users.preferences,
    })
    .from(questionnaires)
    .innerJoin(companies, eq(companies.id, questionnaires.companyId))
    .innerJoin(companyOwners, eq(companyOwners.companyId, companies.id))
    .innerJoin(users, eq(users.id, companyOwners.userId))
    .where(and(eq(questionnaires.firmId, firmId), inArray(questionnaires.id, ids), isNull(users.deletedAt)));
  for (const r of rows) {
    const notice = questionnaireSentNotice({
      firmName,
      clientName: r.preferredName || r.fname,
      questionnaireName: r.name,
      taxYear: r.taxYear,
      dueDate: r.dueDate,
      link: `${deps.config.publicUrl}/questionnaire/${r.companyHash}?questionnaireId=${r.questionnaireId}`,
    });
    const prefs = userPreferencesSchema.parse(r.preferences ?? {});
    try {
      if (r.contact === 'sms' && r.phone) await deps.sms.send({ to: `+1${r.phone}`, body: notice.sms });
      else if (r.email && !prefs.has_temp_email)
        await deps.mailer.send({ to: r.email, subject: notice.subject, text: notice.text });
    } catch {
      // One unreachable client must not stop the others; the questionnaire is on their dashboard anyway.
    }
  }
}
