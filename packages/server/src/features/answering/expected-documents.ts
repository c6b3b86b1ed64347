import { and, asc, eq, isNull } from 'drizzle-orm';
import { matchesExpected } from '@portal/domain';
import type { Db } from '../../db/client.ts';
import { documents, questionnaireQuestions, questionnaires } from '../../db/schema/index.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { PortalEvent } from '../../platform/events/portal-events.ts';
import { recognisedDocuments } from '../connect/index.ts';
import { refreshUploadAnswer } from './answers.service.ts';

/**
 * Next year's checklist ticks itself off (issue 42 §4): a document Connect recognises as the form an item of the
 * entity's checklist for that tax year expects, from the same payer, is filed under that item, which then counts
 * as received for the client and for staff. A document already under a question stays where it is, and an item
 * already received takes no second one; so an event told twice ticks nothing twice.
 */
export async function tickExpectedDocuments(
  db: Db,
  event: { firmId: number; extractedDocumentIds: number[] },
): Promise<number> {
  let ticked = 0;
  for (const doc of await recognisedDocuments(db, event.firmId, event.extractedDocumentIds)) {
    const done = await db.transaction(async (tx) => {
      const [file] = await tx
        .select({ questionId: documents.questionId })
        .from(documents)
        .where(and(eq(documents.firmId, event.firmId), eq(documents.id, doc.documentId), isNull(documents.deletedAt)))
        .for('update');
      if (!file || file.questionId !== null) return false;
      const items = await tx
        .select({ question: questionnaireQuestions })
        .from(questionnaireQuestions)
        .innerJoin(questionnaires, eq(questionnaires.id, questionnaireQuestions.questionnaireId))
        .where(
          and(
            eq(questionnaireQuestions.firmId, event.firmId),
            eq(questionnaireQuestions.expectedForm, doc.form),
            eq(questionnaires.companyId, doc.companyId),
            eq(questionnaires.taxYear, doc.taxYear),
            eq(questionnaires.isDraft, false),
            isNull(questionnaires.deletedAt),
          ),
        )
        .orderBy(asc(questionnaireQuestions.id));
      const item = items
        .map((i) => i.question)
        .find(
          (q) =>
            (q.answer === null || q.answer === '0') &&
            matchesExpected({ form: q.expectedForm!, payer: q.expectedPayer }, doc),
        );
      if (!item) return false;
      await tx
        .update(documents)
        .set({ questionnaireId: item.questionnaireId, questionId: item.id })
        .where(and(eq(documents.firmId, event.firmId), eq(documents.id, doc.documentId)));
      await refreshUploadAnswer(tx, item, true);
      return true;
    });
    if (done) ticked++;
  }
  return ticked;
}

/** Listens for what Connect recognised (the portal's events, delivered after the commit that told of it). */
export const subscribeExpectedDocuments = (deps: AppDeps) =>
  deps.events.subscribe(async (event: PortalEvent) => {
    if (event.type === 'documents_recognised') await tickExpectedDocuments(deps.database.db, event);
  });
