import { asc, eq } from 'drizzle-orm';
import { addDays, DEFAULT_TIME_ZONE, utcDay } from '@portal/domain';
import type { DbOrTx } from '../client.ts';
import { newHashId } from '../hash-id.ts';
import {
  companies,
  companyOwners,
  questionnaireQuestions,
  questionnaireTemplates,
  questionnaires,
  users,
} from '../schema/index.ts';
import {
  createQuestionnaire,
  type SectionDef,
  sampleOrganizer,
  sampleOrganizerSections,
} from '../../features/questionnaires/index.ts';

/** The demo clients kept for the questionnaire journeys (nothing else in the demo touches them). */
export const DEMO_QUESTIONNAIRE_CLIENTS = {
  organizer: 'organizer@demo.example',
  readOnly: 'readonly@demo.example',
  /**
   * The phone journey's client: never signed in, with the organizer (no deposit) as a draft the journey
   * sends; they arrive from that email and answer on a 375 px screen.
   */
  phone: 'phone@demo.example',
  /** The staff-answer journey's client: the firm answers for them from its preview. */
  staffAnswered: 'helped@demo.example',
  /** The Connect journey's client: uploads a multi-form scan into the organizer from a phone. */
  scanner: 'scanner@demo.example',
  /** The tax data journey's client: last year's forms, then this year's checklist ticked off by an upload. */
  checklist: 'checklist@demo.example',
} as const;

const healthCoverageSections: SectionDef[] = [
  {
    name: 'Coverage',
    type: 3,
    key: 'questionnaire',
    questions: [{ text: 'Did you have health coverage all year?', type: 'boolean' }],
  },
];

type State = 'sent' | 'opened' | 'in_progress' | 'completed' | 'locked' | 'overdue' | 'draft' | 'deleted';
const STATES: State[] = ['sent', 'opened', 'in_progress', 'completed', 'locked', 'overdue', 'draft', 'deleted'];

async function client(
  tx: DbOrTx,
  firmId: number,
  who: { fname: string; lname: string; email: string; readOnly?: boolean; neverSignedIn?: boolean },
  passwordHash: string,
) {
  const [user] = await tx
    .insert(users)
    .values({
      firmId,
      fname: who.fname,
      lname: who.lname,
      email: who.email,
      timeZone: DEFAULT_TIME_ZONE,
      preferredSignInMethod: 'password',
      // A client who has never signed in chooses a password from the firm's first email (issue 21 §2).
      passwordHash: who.neverSignedIn ? null : passwordHash,
      mustSetPassword: who.neverSignedIn ?? false,
      readonlyAccess: who.readOnly ?? false,
    })
    .returning();
  const [company] = await tx
    .insert(companies)
    .values({
      firmId,
      hashId: newHashId(),
      name: `${who.fname} ${who.lname}`,
      entityType: 'Individual',
      userId: user!.id,
      state: 'CA',
      country: 'US',
    })
    .returning();
  await tx.insert(companyOwners).values({ firmId, companyId: company!.id, userId: user!.id });
  await tx.update(users).set({ defaultCompanyId: company!.id }).where(eq(users.id, user!.id));
  return { user: user!, company: company! };
}

/**
 * Questionnaires in every state of spec 001 §4 on the first demo entities (sent, opened, in progress,
 * completed, locked, overdue, draft, deleted), and two clients of their own for the questionnaire
 * journeys: one with the organizer (deposit, engagement letter) and a second questionnaire to go on to,
 * one with the organizer alone for the phone journey, one the firm answers for, and a read-only one.
 */
export async function seedDemoQuestionnaires(tx: DbOrTx, firmId: number, passwordHash: string, now = new Date()) {
  const today = utcDay(now);
  const taxYear = now.getUTCFullYear() - 1;
  const entities = await tx
    .select({ id: companies.id, userId: companies.userId })
    .from(companies)
    .where(eq(companies.firmId, firmId))
    .orderBy(asc(companies.id))
    .limit(STATES.length);
  for (const [i, e] of entities.entries()) {
    const state = STATES[i]!;
    const id = await createQuestionnaire(
      tx,
      sampleOrganizer(
        {
          firmId,
          companyId: e.id,
          taxYear,
          dueDate: addDays(today, state === 'overdue' ? -5 : 14 + i),
          isDraft: state === 'draft',
        },
        e.userId ? [e.userId] : [],
      ),
    );
    if (state === 'in_progress') {
      const [first] = await tx
        .select({ id: questionnaireQuestions.id })
        .from(questionnaireQuestions)
        .where(eq(questionnaireQuestions.questionnaireId, id))
        .orderBy(asc(questionnaireQuestions.position))
        .limit(1);
      await tx.update(questionnaireQuestions).set({ answer: 'No' }).where(eq(questionnaireQuestions.id, first!.id));
    }
    const opened = ['opened', 'in_progress', 'completed', 'locked'].includes(state) ? now : null;
    await tx
      .update(questionnaires)
      .set({
        openedAt: opened,
        inProgress: state === 'in_progress',
        completed: state === 'completed',
        submittedAt: state === 'completed' ? now : null,
        locked: state === 'locked',
        deletedAt: state === 'deleted' ? now : null,
      })
      .where(eq(questionnaires.id, id));
  }

  await tx.insert(questionnaireTemplates).values([
    {
      firmId,
      name: 'Individual Tax Organizer',
      description: 'Tell us about your year so we can prepare your return.',
      definition: sampleOrganizerSections([]),
    },
    { firmId, name: 'Health Coverage Follow-up', description: null, definition: healthCoverageSections },
  ]);
  const organizer = await client(
    tx,
    firmId,
    { fname: 'Olivia', lname: 'Organizer', email: DEMO_QUESTIONNAIRE_CLIENTS.organizer },
    passwordHash,
  );
  await createQuestionnaire(
    tx,
    sampleOrganizer(
      { firmId, companyId: organizer.company.id, taxYear, dueDate: addDays(today, 30), depositAmountCents: 15000 },
      [organizer.user.id],
    ),
  );
  await createQuestionnaire(tx, {
    firmId,
    companyId: organizer.company.id,
    name: 'Health Coverage Follow-up',
    taxYear,
    dueDate: addDays(today, 45),
    sections: healthCoverageSections,
  });
  const phone = await client(
    tx,
    firmId,
    { fname: 'Paula', lname: 'Phone', email: DEMO_QUESTIONNAIRE_CLIENTS.phone, neverSignedIn: true },
    passwordHash,
  );
  // A draft: the phone journey sends it, and the client arrives from that first email.
  await createQuestionnaire(
    tx,
    sampleOrganizer({ firmId, companyId: phone.company.id, taxYear, dueDate: addDays(today, 30), isDraft: true }, [
      phone.user.id,
    ]),
  );
  const helped = await client(
    tx,
    firmId,
    { fname: 'Hector', lname: 'Helped', email: DEMO_QUESTIONNAIRE_CLIENTS.staffAnswered },
    passwordHash,
  );
  await createQuestionnaire(
    tx,
    sampleOrganizer({ firmId, companyId: helped.company.id, taxYear, dueDate: addDays(today, 30) }, [helped.user.id]),
  );
  const scanner = await client(
    tx,
    firmId,
    { fname: 'Sam', lname: 'Scanner', email: DEMO_QUESTIONNAIRE_CLIENTS.scanner },
    passwordHash,
  );
  await createQuestionnaire(
    tx,
    sampleOrganizer({ firmId, companyId: scanner.company.id, taxYear, dueDate: addDays(today, 30) }, [scanner.user.id]),
  );
  // No questionnaire yet: the tax data journey sends this year's, with last year's forms as its checklist.
  await client(
    tx,
    firmId,
    { fname: 'Chris', lname: 'Checklist', email: DEMO_QUESTIONNAIRE_CLIENTS.checklist },
    passwordHash,
  );
  const readOnly = await client(
    tx,
    firmId,
    { fname: 'Rita', lname: 'Readonly', email: DEMO_QUESTIONNAIRE_CLIENTS.readOnly, readOnly: true },
    passwordHash,
  );
  await createQuestionnaire(
    tx,
    sampleOrganizer({ firmId, companyId: readOnly.company.id, taxYear, dueDate: addDays(today, 30) }, [
      readOnly.user.id,
    ]),
  );
}
