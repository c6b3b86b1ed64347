import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  expectedDocumentName,
  isExpectedEveryYear,
  readFirmPreferences,
  sendDueDate,
  type Clock,
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
import { forEachLimited, yieldToEventLoop } from '../../platform/jobs/bounded.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import { brandOnce } from '../../platform/mail/branded-mailer.ts';
import { recognisedForms } from '../connect/index.ts';
import { findFirm, firmMailBrand } from '../firm/index.ts';
import {
  createQuestionnaires,
  type QuestionnaireDef,
  notifyQuestionnaireSent,
  notifyQuestionnairesSent,
  SEND_CONCURRENCY,
  sendName,
  sendSections,
  type Recipient,
  type TemplateSource,
} from '../questionnaires/index.ts';
import { notifyDropOff } from '../drop-off/index.ts';
import type { BatchPayload } from './send-queue.ts';

export interface BatchDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  config: Config;
  /**
   * The portal's clock: a questionnaire sent at once is dated from it, like a scheduled one, so reminders
   * (last follow-up or sent date plus the firm's frequency, spec 001 §4) run on one clock; drop-off links
   * run their 7 days from it too.
   */
  clock: Clock;
}

/**
 * Entities whose questionnaires are made together, in a few set-based statements (create-questionnaire.ts);
 * progress is written after each group, and the event loop is given back between groups.
 */
export const GROUP_SIZE = 250;

/** `withPriorYear`: the send includes prior-year items, so last year's rollover items and forms are read. */
async function recipientsOf(
  db: Db,
  firmId: number,
  companyIds: number[],
  taxYear: number,
  withPriorYear: boolean,
): Promise<Recipient[]> {
  if (!companyIds.length) return [];
  const [rows, owners, items, recognised] = await Promise.all([
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
    withPriorYear
      ? db
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
          .orderBy(priorYearItems.name)
      : [],
    withPriorYear ? recognisedForms(db, firmId, companyIds, taxYear - 1) : [],
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ownersOf = groupBy(owners, (o) => o.companyId);
  const itemsOf = groupBy(items, (i) => i.companyId);
  const recognisedOf = groupBy(recognised, (r) => r.companyId);
  return companyIds.flatMap((id) => {
    const c = byId.get(id);
    if (!c) return [];
    return [
      {
        companyId: id,
        primaryUserId: c.userId,
        ownerIds: (ownersOf.get(id) ?? []).map((o) => o.userId),
        priorYearItems: rolloverItems(itemsOf.get(id) ?? [], recognisedOf.get(id) ?? []),
      },
    ];
  });
}

/**
 * An entity's prior-year items: the firm's rollover items, then each information return Connect recognised last
 * year, by form and payer ("1099-DIV from Vanguard"), unless an item of that name is there already.
 */
function rolloverItems(
  items: { name: string }[],
  recognised: { form: string; payer: string | null }[],
): Recipient['priorYearItems'] {
  const names = new Set(items.map((i) => i.name.toLowerCase()));
  const expected = recognised
    .filter((r) => isExpectedEveryYear(r.form))
    .map((r) => ({ name: expectedDocumentName(r), expected: { form: r.form, payer: r.payer } }))
    .filter((e) => !names.has(e.name.toLowerCase()) && names.add(e.name.toLowerCase()));
  return [...items.map((i) => ({ name: i.name })), ...expected];
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

async function templateOf(db: Db, firmId: number, id: number | null): Promise<TemplateSource | null> {
  if (id === null) return null;
  const [t] = await db
    .select()
    .from(questionnaireTemplates)
    .where(
      and(
        eq(questionnaireTemplates.id, id),
        eq(questionnaireTemplates.firmId, firmId),
        isNull(questionnaireTemplates.deletedAt),
      ),
    );
  if (!t) return null;
  return { id: t.id, name: t.name, sections: t.definition as SectionDefinition[], disclaimer: t.disclaimer };
}

/** The questionnaires this batch already made, by entity (a retried job goes on where it stopped). */
async function alreadySent(db: Db, batchId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: questionnaires.id, companyId: questionnaires.companyId })
    .from(questionnaires)
    .where(and(eq(questionnaires.sendBatchId, batchId), isNotNull(questionnaires.sendBatchId)));
  return new Map(rows.map((r) => [r.companyId, r.id]));
}

/**
 * The send job: one questionnaire per entity, made a group at a time (a few set-based statements per group,
 * however large), counted as it goes; a group that fails is retried one entity at a time, so one bad entity
 * does not hold up the rest. Then the entities' people are told, with a link straight into it: a group's
 * messages are read and made together and handed to the transports in parallel (SEND_CONCURRENCY at a
 * time), each group's while the next is made, under the firm's brand read once for the send. Between
 * groups and between emails the job yields, so it never holds the HTTP process's event loop for long.
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
  // A template deleted since a recurring send was scheduled stops it, rather than sending an empty one.
  if (input.kind === 'template' && !template) {
    await db
      .update(questionnaireSendBatches)
      .set({ status: 'failed', failed: batch.total, finishedAt: sql`now()` })
      .where(eq(questionnaireSendBatches.id, batchId));
    return;
  }
  const dueDate = sendDueDate(input, batch.sendDate, batch.scheduleId !== null);
  const done = await alreadySent(db, batchId);
  // Entities are read a group at a time too, so no one step builds a statement over the whole send.
  const pending = input.resolved_company_ids.filter((id) => !done.has(id));
  const sentAt = deps.clock.now();
  const definitionFor = (r: Recipient): QuestionnaireDef => ({
    firmId: batch.firmId,
    companyId: r.companyId,
    name: sendName(input, template),
    taxYear: input.tax_year!,
    dueDate,
    isDraft: input.is_draft,
    sentAt: input.is_draft ? null : sentAt,
    depositAmountCents: input.deposit_required && input.deposit_amount ? Math.round(input.deposit_amount * 100) : null,
    disclaimer: template?.disclaimer ?? undefined,
    updateProfileSection: input.update_profile_section,
    documentDropOffEnabled: input.kind === 'drop_off',
    templateId: template?.id ?? null,
    sendBatchId: batchId,
    sections: sendSections(input, template, r, { removePleaseUpload: prefs.remove_please_upload_for_rollover_items }),
  });
  const create = (group: Recipient[]) => db.transaction((tx) => createQuestionnaires(tx, group.map(definitionFor)));

  // The firm's brand is read once for the whole send, not once per email (issue 22 §3).
  const brandOf = brandOnce((firmId) => firmMailBrand(db, firmId, deps.config.publicUrl));
  const tell = async (ids: number[]) => {
    // One unreachable client must not stop the others; the questionnaire is on their dashboard anyway.
    // A drop-off's clients get the secure upload link with the items instead (spec 001 §4, 7 days).
    const notifyDeps = { ...deps, brandOf };
    if (input.kind === 'drop_off')
      await forEachLimited(ids, SEND_CONCURRENCY, (id) => notifyDropOff(notifyDeps, id).catch(() => undefined));
    else
      await notifyQuestionnairesSent(notifyDeps, ids).catch(() =>
        forEachLimited(ids, SEND_CONCURRENCY, (id) => notifyQuestionnaireSent(notifyDeps, id).catch(() => undefined)),
      );
  };

  let sent = done.size;
  let failed = 0;
  // A group's people are told while the next group is made: the emails go out beside the inserts, one
  // group's at a time, instead of after all of them. After a crash, those of questionnaires already made who
  // were not told yet are told first (each person's message is recorded once sent: notifyQuestionnairesSent).
  const madeBefore = [...done.values()];
  let telling = !input.is_draft && madeBefore.length ? tell(madeBefore).catch(() => undefined) : Promise.resolve();
  for (let i = 0; i < pending.length; i += GROUP_SIZE) {
    const group = await recipientsOf(
      db,
      batch.firmId,
      pending.slice(i, i + GROUP_SIZE),
      input.tax_year!,
      Boolean(input.include_prior_year_items),
    );
    const created: number[] = [];
    try {
      created.push(...(await create(group)));
      sent += group.length;
    } catch {
      for (const r of group) {
        try {
          created.push(...(await create([r])));
          sent++;
        } catch {
          failed++;
        }
      }
    }
    await db
      .update(questionnaireSendBatches)
      .set({ done: sent, failed })
      .where(eq(questionnaireSendBatches.id, batchId));
    if (!input.is_draft && created.length) telling = telling.then(() => tell(created).catch(() => undefined));
    await yieldToEventLoop();
  }
  // Done only once everyone is told: a crash before that leaves the job to run again and tell the rest.
  await telling;
  await db
    .update(questionnaireSendBatches)
    .set({ done: sent, failed, status: 'done', finishedAt: sql`now()` })
    .where(eq(questionnaireSendBatches.id, batchId));
}
