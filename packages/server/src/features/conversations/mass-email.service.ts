import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AppError,
  assertCan,
  formatPhone,
  massEmailMessages,
  substituteVariables,
  userPreferencesSchema,
  type Actor,
  type MassEmailInput,
  type MassEmailStatus,
  type MassEmailValues,
} from '@portal/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { massEmails, users } from '../../db/schema/index.ts';
import { forEachLimited, yieldToEventLoop } from '../../platform/jobs/bounded.ts';
import { doneEffects, effectMessageId, recordEffect } from '../../platform/jobs/job-effects.ts';
import { failpoint } from '../../platform/jobs/failpoint.ts';
import { withJob } from '../../platform/jobs/outbox.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { brandOnce } from '../../platform/mail/branded-mailer.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { richTextToPlain, sanitizeRichText } from '../../platform/rich-text/rich-text.ts';
import { firmMailBrand } from '../firm/index.ts';

export const MASS_EMAIL_JOB = 'messages.mass-email';
/**
 * Recipients per batch: one read of the batch's people, their emails handed to the transport SEND_CONCURRENCY
 * at a time; progress is saved after each, and the event loop and the database go to other work in between.
 */
export const BATCH = 250;
const SEND_CONCURRENCY = 10;
const advisor = alias(users, 'advisor');

const escapeHtml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Person = {
  fname: string;
  lname: string;
  preferredName: string | null;
  email: string | null;
  phoneNumber: string | null;
};

function valuesOf(person: Person, advisorName: string): MassEmailValues {
  return {
    client_fname: person.fname,
    client_lname: person.lname,
    client_full_name: `${person.fname} ${person.lname}`,
    client_preferred_name: person.preferredName || person.fname,
    client_email: person.email ?? '',
    client_phone_number: person.phoneNumber ? formatPhone(person.phoneNumber) : '',
    assigned_firm_user_name: advisorName,
  };
}

/** One recipient's email: the variables filled in, HTML values escaped, a plain-text part alongside. */
export function personalize(subject: string, body: string, values: MassEmailValues) {
  return personalizeSanitized(subject, sanitizeRichText(body), values);
}

/** personalize for a body already sanitized (a mass email sanitizes its body once, not per recipient). */
function personalizeSanitized(subject: string, safeBody: string, values: MassEmailValues) {
  const html = substituteVariables(safeBody, values, escapeHtml);
  return { subject: substituteVariables(subject, values), html, text: richTextToPlain(html) };
}

/** send_test_mass_message: the email as a client would get it, sent to the caller with their own details. */
export async function sendTestMassEmail(
  deps: { db: Db; mailer: Mailer },
  actor: Actor,
  input: { subject: string; body: string },
) {
  assertCan(actor, 'staff.any');
  const [me] = await deps.db.select().from(users).where(eq(users.id, actor.userId));
  if (!me?.email) throw new AppError('validation_failed', 'Your account has no email address');
  const mail = personalize(input.subject, input.body, valuesOf(me, `${me.fname} ${me.lname}`));
  await deps.mailer.send({
    firmId: actor.firmId,
    to: me.email,
    subject: `[Test] ${mail.subject}`,
    text: mail.text,
    html: mail.html,
  });
  return { message: massEmailMessages.testSent };
}

/** send_mass_message: the recipients are checked now (this firm's clients in the caller's scope); a job sends. */
export async function queueMassEmail(deps: { db: Db; jobs: JobQueue }, actor: Actor, input: MassEmailInput) {
  assertCan(actor, 'staff.any');
  const ids = [...new Set(input.client_ids)];
  const found = await deps.db
    .select({ id: users.id, groupId: users.groupId })
    .from(users)
    .where(
      and(eq(users.firmId, actor.firmId), inArray(users.id, ids), eq(users.isAdvisor, false), isNull(users.deletedAt)),
    );
  const inScope = found.filter((u) => actor.firmAccess !== 'group' || u.groupId === actor.groupId);
  if (inScope.length !== ids.length) throw new AppError('not_found', 'Some recipients were not found');
  const row = await withJob(deps, MASS_EMAIL_JOB, async (tx) => {
    const [made] = await tx
      .insert(massEmails)
      .values({
        firmId: actor.firmId,
        createdById: actor.userId,
        subject: input.subject,
        body: input.body,
        clientIds: ids,
        total: ids.length,
      })
      .returning();
    return { result: made!, job: { massEmailId: made!.id } };
  });
  return { message: massEmailMessages.queued, mass_email: present(row) };
}

const present = (r: typeof massEmails.$inferSelect): MassEmailStatus => ({
  id: r.id,
  subject: r.subject,
  status: r.status,
  total: r.total,
  sent: r.sent,
  failed: r.failed,
  created_at: r.createdAt.toISOString(),
});

export async function massEmailStatus(db: Db, actor: Actor, id: number) {
  assertCan(actor, 'staff.any');
  const [row] = await db
    .select()
    .from(massEmails)
    .where(and(eq(massEmails.firmId, actor.firmId), eq(massEmails.id, id)));
  if (!row) throw new AppError('not_found', 'Mass email not found');
  return present(row);
}

export async function recentMassEmails(db: Db, actor: Actor) {
  assertCan(actor, 'staff.any');
  const rows = await db
    .select()
    .from(massEmails)
    .where(eq(massEmails.firmId, actor.firmId))
    .orderBy(desc(massEmails.createdAt), desc(massEmails.id))
    .limit(20);
  return rows.map(present);
}

/** What marks one recipient's email of a mass email as sent (job-effects.ts). */
const recipientKey = (massEmailId: number, userId: number) => `mass-email:${massEmailId}:user:${userId}`;

/**
 * The job: recipients in batches (BATCH), each personalized and sent in parallel (SEND_CONCURRENCY at a time);
 * a client without a real email counts as failed. Each email sent is recorded at once, so a job run again after
 * its process died (issue 36 §1) sends only to those not mailed yet; the counts are saved per batch. The firm's
 * brand is read once for the whole job, not once per email (issue 22 §3).
 */
export async function runMassEmail(
  deps: { db: Db; mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  massEmailId: number,
) {
  const [job] = await deps.db.select().from(massEmails).where(eq(massEmails.id, massEmailId));
  if (!job || job.status === 'completed') return;
  const brandOf = brandOnce((firmId) => firmMailBrand(deps.db, firmId, deps.config.publicUrl));
  await deps.db.update(massEmails).set({ status: 'sending' }).where(eq(massEmails.id, job.id));
  let { sent, failed } = job;
  const safeBody = sanitizeRichText(job.body);
  for (let start = sent + failed; start < job.clientIds.length; start += BATCH) {
    const batch = job.clientIds.slice(start, start + BATCH);
    const people = await deps.db
      .select({
        id: users.id,
        fname: users.fname,
        lname: users.lname,
        preferredName: users.preferredName,
        email: users.email,
        phoneNumber: users.phoneNumber,
        preferences: users.preferences,
        advisorFname: advisor.fname,
        advisorLname: advisor.lname,
      })
      .from(users)
      .leftJoin(advisor, eq(advisor.id, users.assignedAdvisorId))
      .where(and(eq(users.firmId, job.firmId), inArray(users.id, batch), isNull(users.deletedAt)));
    const byId = new Map(people.map((p) => [p.id, p]));
    const done = await doneEffects(
      deps.db,
      batch.map((id) => recipientKey(job.id, id)),
    );
    await forEachLimited(batch, SEND_CONCURRENCY, async (id) => {
      const key = recipientKey(job.id, id);
      if (done.has(key)) {
        sent++;
        return;
      }
      const person = byId.get(id);
      if (!person?.email || userPreferencesSchema.parse(person.preferences ?? {}).has_temp_email) {
        failed++;
        return;
      }
      const mail = personalizeSanitized(
        job.subject,
        safeBody,
        valuesOf(person, person.advisorFname ? `${person.advisorFname} ${person.advisorLname}` : ''),
      );
      try {
        // Sent as the firm (issue 21 §9), and held like the firm's other mail until its creator confirms the address.
        await deps.mailer.send({
          firmId: job.firmId,
          brand: await brandOf(job.firmId),
          to: person.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: effectMessageId(key, deps.config.publicUrl),
        });
      } catch {
        failed++;
        return;
      }
      await recordEffect(deps.db, key);
      sent++;
      await failpoint('mass-email.sent');
    });
    await deps.db.update(massEmails).set({ sent, failed }).where(eq(massEmails.id, job.id));
    await yieldToEventLoop();
  }
  await deps.db.update(massEmails).set({ status: 'completed' }).where(eq(massEmails.id, job.id));
}
