import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import {
  mailable,
  recipientsOf,
  textable,
  type ReminderDeps,
  dropOffLead,
  dropOffMail,
} from '../questionnaires/index.ts';
import { assertDocumentOption, refreshUploadAnswer, uploadFolder } from '../answering/index.ts';
import { AppError, formatDisplayDate, systemClock, type Clock } from '@portal/domain';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  companies,
  documents,
  firms,
  questionnaireQuestions,
  questionnaireSections,
  questionnaires,
  secureUploadLinks,
} from '../../db/schema/index.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import type { SmsSender } from '../../platform/sms/sms-sender.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { receiveInto, SECURE_UPLOAD_TTL_MS } from '../documents/index.ts';
import type { UploadPart } from '../../http/upload-part.ts';
import { hashToken, newToken } from '../sessions/index.ts';

/** Spec 001 §4: drop-off links expire in 7 days, like every secure upload link (spec 002). */
export const DROP_OFF_TTL_MS = SECURE_UPLOAD_TTL_MS;

export const dropOffMessages = {
  notFound: 'This document drop-off link is not valid. Please open the link from your firm again.',
  expired: 'This document drop-off link has expired. Please ask your firm for a new one.',
  notAnItem: 'This item is not part of the document request',
} as const;

export interface DropOffDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  config: Pick<Config, 'publicUrl'>;
  /** The app's clock, so the 7 days can be run out in tests. */
  clock?: Clock;
  /** A bulk send's firm brand, read once for all its mails (ReminderDeps.brandOf). */
  brandOf?: ReminderDeps['brandOf'];
}

export interface DropOffKey {
  questionnaireId: number;
  companyId: number;
  token: string;
}

/**
 * Drop-off links live in secure_upload_links (no new table), bound to their questionnaire through the hash:
 * the stored hash covers the questionnaire id too, so a plain secure-upload token never opens a drop-off and
 * a drop-off token never opens the plain secure-upload page (which would not count the files as items).
 */
const dropOffHash = (questionnaireId: number, token: string) => hashToken(`drop-off:${questionnaireId}:${token}`);

export const dropOffLink = (publicUrl: string, key: DropOffKey) =>
  `${publicUrl.replace(/\/$/, '')}/document-drop-off?questionnaireId=${key.questionnaireId}` +
  `&companyId=${key.companyId}&token=${encodeURIComponent(key.token)}`;

/** The items asked for: every upload question of the drop-off, in order, with the files it holds. */
async function itemsOf(db: DbOrTx, questionnaireId: number) {
  const rows = await db
    .select({ q: questionnaireQuestions })
    .from(questionnaireQuestions)
    .innerJoin(questionnaireSections, eq(questionnaireSections.id, questionnaireQuestions.sectionId))
    .where(
      and(
        eq(questionnaireQuestions.questionnaireId, questionnaireId),
        eq(questionnaireQuestions.questionType, 'upload'),
        isNull(questionnaireQuestions.parentQuestionId),
      ),
    )
    .orderBy(asc(questionnaireSections.position), asc(questionnaireQuestions.position), asc(questionnaireQuestions.id));
  const ids = rows.map((r) => r.q.id);
  const counts = ids.length
    ? await db
        .select({ questionId: documents.questionId, n: count() })
        .from(documents)
        .where(and(inArray(documents.questionId, ids), eq(documents.kind, 'file'), isNull(documents.deletedAt)))
        .groupBy(documents.questionId)
    : [];
  const byId = new Map(counts.map((c) => [c.questionId, Number(c.n)]));
  return rows.map(({ q }) => ({ row: q, uploaded_count: byId.get(q.id) ?? 0 }));
}

const presentItem = (i: Awaited<ReturnType<typeof itemsOf>>[number]) => ({
  question_id: i.row.id,
  text: i.row.text,
  options: i.row.options,
  uploaded_count: i.uploaded_count,
});

/**
 * After a drop-off send: one 7-day link per questionnaire, and each active client of the entity gets it with
 * the list of items, by text when they chose SMS, else by email (never to a placeholder address).
 */
export async function notifyDropOff(deps: DropOffDeps, questionnaireId: number) {
  const [row] = await deps.db
    .select({ q: questionnaires, company: companies, firmName: firms.name })
    .from(questionnaires)
    .innerJoin(companies, eq(companies.id, questionnaires.companyId))
    .innerJoin(firms, eq(firms.id, questionnaires.firmId))
    .where(eq(questionnaires.id, questionnaireId));
  if (!row || !row.q.documentDropOffEnabled || row.company.inactive || row.company.deletedAt) return;
  const { q, company, firmName } = row;
  const now = (deps.clock ?? systemClock).now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + DROP_OFF_TTL_MS);
  await deps.db.insert(secureUploadLinks).values({
    firmId: q.firmId,
    companyId: company.id,
    folderPath: uploadFolder(q),
    tokenHash: dropOffHash(q.id, token),
    createdById: null,
    expiresAt,
  });
  const link = dropOffLink(deps.config.publicUrl, { questionnaireId: q.id, companyId: company.id, token });
  const items = (await itemsOf(deps.db, q.id)).map((i) => i.row.text);
  for (const r of await recipientsOf(deps.db, q.firmId, company.id)) {
    const facts = {
      firmName,
      fname: r.fname,
      lname: r.lname,
      taxYear: q.taxYear,
      questionnaireName: q.name,
      companyName: company.name,
      dueDate: q.dueDate,
    };
    const validity = `The link works until ${formatDisplayDate(expiresAt)}.`;
    if (textable(r)) {
      await deps.sms.send({ to: `+1${r.phoneNumber}`, body: `${dropOffLead(facts)} Upload them securely: ${link}` });
    } else if (mailable(r)) {
      await deps.mailer.send({
        firmId: q.firmId,
        brand: await deps.brandOf?.(q.firmId),
        to: r.email!,
        ...dropOffMail(facts, items, link, validity),
      });
    }
  }
}

/** The link behind a drop-off page: unknown, mismatched or withdrawn answers 404; after 7 days 410. */
async function openDropOff(db: Db, key: DropOffKey, now: Date) {
  const [row] = await db
    .select({ link: secureUploadLinks, q: questionnaires, company: companies, firmName: firms.name })
    .from(secureUploadLinks)
    .innerJoin(questionnaires, eq(questionnaires.id, key.questionnaireId))
    .innerJoin(companies, eq(companies.id, secureUploadLinks.companyId))
    .innerJoin(firms, eq(firms.id, secureUploadLinks.firmId))
    .where(eq(secureUploadLinks.tokenHash, dropOffHash(key.questionnaireId, key.token)));
  const valid =
    row &&
    row.link.companyId === key.companyId &&
    row.q.companyId === key.companyId &&
    row.q.firmId === row.link.firmId &&
    row.q.documentDropOffEnabled &&
    !row.q.deletedAt &&
    !row.company.deletedAt &&
    !row.company.inactive;
  if (!valid) throw new AppError('not_found', dropOffMessages.notFound);
  if (row.link.expiresAt.getTime() <= now.getTime()) throw new AppError('link_expired', dropOffMessages.expired);
  return row;
}

/** GET /api/public/document_drop_off: what the firm asks for, and how much of it has arrived. */
export async function dropOffPage(db: Db, key: DropOffKey, now: Date) {
  const { q, company, firmName, link } = await openDropOff(db, key, now);
  return {
    firm_name: firmName,
    company_name: company.name,
    tax_year: q.taxYear,
    due_date: q.dueDate,
    expires_at: link.expiresAt.toISOString(),
    locked: q.locked,
    items: (await itemsOf(db, q.id)).map(presentItem),
  };
}

/**
 * One file for one item, through the documents pipeline (typed by its first bytes, streamed, duplicates by
 * name and size within the questionnaire refused) into the questionnaire's folder; the item's answer becomes
 * its file count, as when the client uploads inside the questionnaire.
 */
export async function receiveDropOffFile(
  deps: { db: Db; storage: FileStorage },
  key: DropOffKey,
  questionId: number,
  parts: AsyncIterable<UploadPart>,
  now: Date,
) {
  const { q } = await openDropOff(deps.db, key, now);
  if (q.locked) throw new AppError('forbidden', 'Questionnaire is locked');
  const item = (await itemsOf(deps.db, q.id)).find((i) => i.row.id === questionId)?.row;
  if (!item) throw new AppError('not_found', dropOffMessages.notAnItem);
  const option = (fields: Record<string, string>) => fields.selected_option?.trim() || null;
  const result = await receiveInto(
    deps,
    {
      firmId: q.firmId,
      companyId: q.companyId,
      uploaderId: null,
      folderOf: (fields) => {
        assertDocumentOption(item.options, option(fields));
        return uploadFolder(q);
      },
      question: { questionnaireId: q.id, questionId: item.id, selectedOption: option },
    },
    parts,
  );
  if (result.document) {
    await refreshUploadAnswer(deps.db, item, true);
    await deps.db
      .update(questionnaires)
      .set({ firstDocUploadedAt: q.firstDocUploadedAt ?? now, lastActivityAt: now })
      .where(eq(questionnaires.id, q.id));
  }
  const after = (await itemsOf(deps.db, q.id)).find((i) => i.row.id === item.id)!;
  return { ...result, item: presentItem(after) };
}
