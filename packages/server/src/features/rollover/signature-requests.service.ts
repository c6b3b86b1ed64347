import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVITY_TYPES,
  AppError,
  SECTION_TYPES,
  firmActionMessages,
  signatureStatus,
  type Actor,
  type addSignatureRequestSchema,
  type removeSignatureSchema,
} from '@portal/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  companies,
  companyOwners,
  questionnaireSections,
  questionnaireSignatures,
  users,
} from '../../db/schema/index.ts';
import { recordActivity } from '../../platform/audit/activity-log.ts';
import { staffQuestionnaires } from '../questionnaires/index.ts';

const invalid = (message: string, field: string) => new AppError('validation_failed', message, { [field]: message });

/** The people who may sign for the entity: its owners who are clients and not deleted (spec 001 §4 Signatures). */
async function ownersOf(db: DbOrTx, firmId: number, companyId: number) {
  const rows = await db
    .select({ id: users.id, fname: users.fname, lname: users.lname, email: users.email })
    .from(companyOwners)
    .innerJoin(users, eq(users.id, companyOwners.userId))
    .innerJoin(companies, eq(companies.id, companyOwners.companyId))
    .where(
      and(
        eq(companyOwners.firmId, firmId),
        eq(companyOwners.companyId, companyId),
        eq(users.isAdvisor, false),
        isNull(users.deletedAt),
        isNull(companies.deletedAt),
      ),
    )
    .orderBy(asc(users.fname), asc(users.lname), asc(users.id));
  return rows.map((u) => ({ id: u.id, full_name: `${u.fname} ${u.lname}`.trim(), email: u.email }));
}

/** GET /api/questionnaires/:id/signers: who the Request Signature dialog offers. */
export async function listSigners(db: DbOrTx, actor: Actor, questionnaireId: number) {
  const [q] = await staffQuestionnaires(db, actor, [questionnaireId]);
  return { items: await ownersOf(db, actor.firmId, q!.companyId) };
}

/**
 * add_signature_request (spec 001 §2 'Request Signature'): a pending signature for an owner of the entity
 * on one of the questionnaire's engagement letter sections (type 2). One request per person and section.
 */
export async function addSignatureRequest(db: Db, actor: Actor, input: z.infer<typeof addSignatureRequestSchema>) {
  return db.transaction(async (tx) => {
    const [q] = await staffQuestionnaires(tx, actor, [input.questionnaire_id]);
    const [section] = await tx
      .select()
      .from(questionnaireSections)
      .where(and(eq(questionnaireSections.id, input.section_id), eq(questionnaireSections.questionnaireId, q!.id)));
    if (!section || section.sectionType !== SECTION_TYPES.agreement)
      throw invalid(firmActionMessages.sectionNotAgreement, 'section_id');
    const signer = (await ownersOf(tx, actor.firmId, q!.companyId)).find((o) => o.id === input.user_id);
    if (!signer) throw invalid(firmActionMessages.signerNotOwner, 'user_id');
    const [existing] = await tx
      .select({ id: questionnaireSignatures.id })
      .from(questionnaireSignatures)
      .where(
        and(
          eq(questionnaireSignatures.questionnaireId, q!.id),
          eq(questionnaireSignatures.sectionId, section.id),
          eq(questionnaireSignatures.userId, signer.id),
        ),
      );
    if (existing) throw new AppError('conflict', firmActionMessages.alreadyRequested);
    await tx.insert(questionnaireSignatures).values({
      firmId: actor.firmId,
      questionnaireId: q!.id,
      sectionId: section.id,
      userId: signer.id,
      userName: signer.full_name,
    });
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.questionnaire_related,
      title: 'Signature requested',
      description: `${signer.full_name} on ${section.name} of ${q!.name} (${q!.taxYear})`,
      companyId: q!.companyId,
      questionnaireId: q!.id,
      actorUserId: actor.userId,
      subjectUserId: signer.id,
    });
    return { message: firmActionMessages.signatureRequested };
  });
}

/**
 * remove_signature: takes back a request that is pending or marked not needed. A signature already given
 * stays: the client unsigns it first (409), so the firm never erases what a client signed.
 */
export async function removeSignature(db: Db, actor: Actor, input: z.infer<typeof removeSignatureSchema>) {
  return db.transaction(async (tx) => {
    const [q] = await staffQuestionnaires(tx, actor, [input.questionnaire_id]);
    const [row] = await tx
      .select()
      .from(questionnaireSignatures)
      .where(
        and(eq(questionnaireSignatures.id, input.signature_id), eq(questionnaireSignatures.questionnaireId, q!.id)),
      );
    if (!row) throw new AppError('not_found', firmActionMessages.signatureNotFound);
    if (signatureStatus(row) === 'signed') throw new AppError('conflict', firmActionMessages.unsignFirst);
    await tx.delete(questionnaireSignatures).where(eq(questionnaireSignatures.id, row.id));
    await recordActivity(tx, {
      firmId: actor.firmId,
      typeId: ACTIVITY_TYPES.questionnaire_related,
      title: 'Signature request removed',
      description: `${row.userName ?? 'Signer'} on ${q!.name} (${q!.taxYear})`,
      companyId: q!.companyId,
      questionnaireId: q!.id,
      actorUserId: actor.userId,
      subjectUserId: row.userId,
    });
    return { message: firmActionMessages.signatureRemoved };
  });
}
