import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerLaterMessages, documentMessages, questionnaireMessages, submitMessages } from '@portal/domain';
import { notifications, questionnaires, questionnaireSignatures, users } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';
import { questionnaireFixture } from '../questionnaires/questionnaire-fixture.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('questionnaires for clients', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The fixed clock reads 2026-03-02 15:00 UTC; the sample questionnaire is due 2026-04-15.
    t = await buildTestApp({ clock: 'fixed' });
  });
  afterAll(() => t.close());

  it('shows the client their questionnaire with its sections, questions and statuses', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    expect(q.mode).toBe('client');
    expect(q.read_only).toBe(false);
    expect(q.sections.map((s) => s.name)).toEqual([
      'Welcome',
      'Engagement Letter',
      'General Information',
      'Rental Property',
      'Documents',
      'Review and Submit',
    ]);
    const moved = f.question(q, 'Did you move during the year?');
    const followUp = q.questionnaire_questions.find((x) => x.follow_up_question_id === moved.id)!;
    expect(followUp.trigger_for_follow_up_question).toBe('Yes');
    expect(f.question(q, 'Dependents').answer).toBe('0');
    expect(q.questionnaire_questions.filter((x) => x.entry_number === 0)).toHaveLength(3);
    expect(f.section(q, 'Engagement Letter').engagement_signatures[0]).toMatchObject({
      is_mine: true,
      signature: null,
    });
    const staffView = (await f.staffCall('GET', `/api/questionnaires/${f.id}`)).json();
    expect(staffView).toMatchObject({ mode: 'admin-preview', read_only: true });
  });

  it('checks answers against their question and keeps the last good one', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const status = f.question(q, 'Filing status');
    const bad = await f.answer(status.id, 'Married');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(questionnaireMessages.notAnOption);
    expect((await f.answer(status.id, 'Single')).statusCode).toBe(200);
    expect((await f.answer(f.question(q, 'Date of birth').id, '2026-02-30')).json().error.message).toBe(
      questionnaireMessages.invalidDate,
    );
    expect((await f.answer(f.question(q, 'Occupation').id, 'x'.repeat(61))).json().error.message).toBe(
      questionnaireMessages.tooLong(60),
    );
    const income = f.question(q, 'Which of these did you receive?');
    expect((await f.answer(income.id, 'Wages&!&Interest')).statusCode).toBe(200);
    expect((await f.answer(income.id, 'Wages&!&Lottery')).statusCode).toBe(400);
    const after = await f.detail();
    expect(f.question(after, 'Filing status')).toMatchObject({ answer: 'Single', status: 'completed' });
    expect(f.question(after, 'Which of these did you receive?').answer).toBe('Wages&!&Interest');
  });

  it('applies the answer-later date rules and clears the date when answered', async () => {
    const f = await questionnaireFixture(t);
    const occupation = f.question(await f.detail(), 'Occupation');
    const later = (date: string) => f.answer(occupation.id, null, date);
    expect((await later('2026-03-01')).json().error.message).toBe(answerLaterMessages.future('answer'));
    // Today (the fixed clock's 2026-03-02) is not later: the date must be after today.
    const today = await later('2026-03-02');
    expect(today.statusCode).toBe(400);
    expect(today.json().error.message).toBe(answerLaterMessages.future('answer'));
    expect((await later('2027-01-05')).json().error.message).toBe(answerLaterMessages.currentYear('answer'));
    expect((await later('2026-04-20')).json().error.message).toBe(
      answerLaterMessages.beforeDue('answer', '2026-04-15'),
    );
    const ok = await later('2026-03-09');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().questions.find((x: { id: number }) => x.id === occupation.id)).toMatchObject({
      answer_by: '2026-03-09',
      status: 'pending',
    });
    const answered = await f.answer(occupation.id, 'Teacher', null);
    expect(answered.json().questions.find((x: { id: number }) => x.id === occupation.id)).toMatchObject({
      answer: 'Teacher',
      answer_by: null,
      status: 'completed',
    });
  });

  it('refuses answer later past the due date and special answers the question turns off', async () => {
    const f = await questionnaireFixture(t, {
      preferences: { disable_provided_elsewhere: true },
      questionnaire: { dueDate: '2026-02-20' },
    });
    const occupation = f.question(await f.detail(), 'Occupation');
    expect((await f.answer(occupation.id, null, '2026-03-05')).json().error.message).toBe(answerLaterMessages.pastDue);
    expect((await f.answer(occupation.id, 'Provided Elsewhere')).json().error.message).toBe(
      questionnaireMessages.providedElsewhereOff,
    );
    expect((await f.answer(occupation.id, 'Not Applicable')).statusCode).toBe(200);
  });

  it('completes a question section only when its shown questions are answered, follow-ups included', async () => {
    const f = await questionnaireFixture(t);
    let q = await f.detail();
    const general = f.section(q, 'General Information');
    const byText = (text: string) => f.question(q, text).id;
    await f.answer(byText('Filing status'), 'Single');
    await f.answer(byText('Which of these did you receive?'), 'Wages');
    await f.answer(byText('Date of birth'), '1980-05-01');
    await f.answer(byText('Occupation'), 'Teacher');
    await f.answer(byText('Dependents'), 'Not Applicable');
    await f.answer(byText('Did you own a rental property?'), 'No');
    const moved = await f.answer(byText('Did you move during the year?'), 'Yes');
    // The follow-up "Did you move for work?" now shows and is unanswered.
    expect(moved.json().sections.find((s: { id: number }) => s.id === general.id).marked_completed).toBe(false);
    q = await f.detail();
    const forWork = q.questionnaire_questions.find((x) => x.text === 'Did you move for work?')!;
    await f.answer(forWork.id, 'Yes');
    const miles = q.questionnaire_questions.find((x) => x.text === 'How many miles farther is the new job?')!;
    const nested = await f.answer(miles.id, '60');
    expect(nested.json().sections.find((s: { id: number }) => s.id === general.id).marked_completed).toBe(true);
    // Answering No hides both follow-ups: the section stays complete without them.
    const no = await f.answer(byText('Did you move during the year?'), 'No');
    expect(no.json().sections.find((s: { id: number }) => s.id === general.id).marked_completed).toBe(true);
    expect(no.json().in_progress).toBe(true);
  });

  it('adds, saves and removes entries, counting the answered ones', async () => {
    const f = await questionnaireFixture(t);
    const dependents = f.question(await f.detail(), 'Dependents');
    const url = `/api/questionnaires/${f.id}/questions/${dependents.id}/entries`;
    await f.clientCall('POST', url);
    const two = (await f.clientCall('POST', url)).json();
    const fields = two.questions.filter(
      (x: { parent_question_id: number | null; entry_number: number }) =>
        x.parent_question_id === dependents.id && x.entry_number === 1,
    );
    expect(fields).toHaveLength(3);
    const name = fields.find((x: { text: string }) => x.text === 'Name');
    const relation = fields.find((x: { text: string }) => x.text === 'Relationship');
    const bad = await f.clientCall('POST', `/api/questionnaires/${f.id}/entries`, {
      questions: [{ id: relation.id, answer: 'Cousin' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields[String(relation.id)]).toBe(questionnaireMessages.notAnOption);
    const saved = await f.clientCall('POST', `/api/questionnaires/${f.id}/entries`, {
      questions: [
        { id: name.id, answer: 'Ava' },
        { id: relation.id, answer: 'Daughter' },
      ],
    });
    expect(saved.json().questions.find((x: { id: number }) => x.id === dependents.id).answer).toBe('1');
    const removed = await f.clientCall('DELETE', `${url}/1`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().questions.find((x: { id: number }) => x.id === dependents.id).answer).toBe('0');
    expect(removed.json().questions.some((x: { id: number }) => x.id === name.id)).toBe(false);
    expect((await f.clientCall('DELETE', `${url}/1`)).statusCode).toBe(404);
  });

  it('records the section the client is on, opens the questionnaire and completes custom sections on entry', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const welcome = f.section(q, 'Welcome');
    const res = await f.clientCall('POST', `/api/questionnaires/${f.id}/sections/${welcome.id}`, { current: true });
    expect(res.json()).toMatchObject({ status: welcome.id, in_progress: false });
    expect(res.json().sections.find((s: { id: number }) => s.id === welcome.id).marked_completed).toBe(true);
    expect((await f.detail()).opened).not.toBeNull();
    const general = f.section(q, 'General Information');
    const manual = await f.clientCall('POST', `/api/questionnaires/${f.id}/sections/${general.id}`, {
      marked_completed: true,
    });
    expect(manual.statusCode).toBe(400);
  });

  it('signs with the evidence recorded, marks co-signers not needed when one signature is enough, and unsigns', async () => {
    const f = await questionnaireFixture(t, { preferences: { require_one_signature_per_section: true } });
    const q = await f.detail();
    const letter = f.section(q, 'Engagement Letter');
    const spouse = await buildClient(f.db, f.firm, { fname: 'Sam' });
    await f.db.insert(questionnaireSignatures).values({
      firmId: f.firm.id,
      questionnaireId: f.id,
      sectionId: letter.id,
      userId: spouse.id,
      userName: 'Sam Spouse',
    });
    const mine = letter.engagement_signatures[0]!;
    const url = `/api/questionnaires/${f.id}/signatures/${mine.id}`;
    const empty = await f.clientCall('POST', `${url}/sign`, {
      signature: '  ',
      signature_type: 'typed',
      client_time: 'x',
    });
    expect(empty.statusCode).toBe(400);
    const signed = await t.app.inject({
      method: 'POST',
      url: `${url}/sign`,
      payload: { signature: 'Casey Client', signature_type: 'typed', client_time: 'Mon Mar 02 2026 07:00:00 GMT-0800' },
      headers: { ...f.asClient, 'user-agent': 'SigningBrowser/1.0' },
    });
    expect(signed.statusCode).toBe(200);
    const section = signed.json().sections.find((s: { id: number }) => s.id === letter.id);
    expect(section.marked_completed).toBe(true);
    expect(section.engagement_signatures.map((s: { signature: string }) => s.signature)).toEqual([
      'Casey Client',
      'Marked Not Needed',
    ]);
    const staffView = (await f.staffCall('GET', `/api/questionnaires/${f.id}`)).json();
    expect(staffView.sections.find((s: { id: number }) => s.id === letter.id).engagement_signatures[0]).toMatchObject({
      user_agent: 'SigningBrowser/1.0',
      ip_address: '127.0.0.1',
      client_time: 'Mon Mar 02 2026 07:00:00 GMT-0800',
      signed_at: '2026-03-02T15:00:00.000Z',
    });
    const spouseSig = section.engagement_signatures[1];
    expect(
      (
        await f.clientCall('POST', `/api/questionnaires/${f.id}/signatures/${spouseSig.id}/sign`, {
          signature: 'Me',
          signature_type: 'typed',
          client_time: 'x',
        })
      ).json().error.message,
    ).toBe(questionnaireMessages.notYourSignature);
    const unsigned = (await f.clientCall('POST', `${url}/unsign`)).json();
    const back = unsigned.sections.find((s: { id: number }) => s.id === letter.id);
    expect(back.marked_completed).toBe(false);
    expect(back.engagement_signatures.map((s: { signature: string | null }) => s.signature)).toEqual([null, null]);
  });

  it('keeps firm notes from clients and lets authors remove their own', async () => {
    const f = await questionnaireFixture(t);
    const occupation = f.question(await f.detail(), 'Occupation');
    const url = `/api/questionnaires/${f.id}/questions/${occupation.id}/notes`;
    expect((await f.clientCall('POST', url, { text: ' ' })).json().error.message).toBe(questionnaireMessages.noteEmpty);
    const mine = (await f.clientCall('POST', url, { text: 'I changed jobs in May' })).json();
    expect(mine.text).toMatch(/^Casey Client .*: I changed jobs in May$/);
    const firmNote = (await f.staffCall('POST', url, { text: 'Ask about the moving costs' })).json();
    expect(firmNote.from_firm_user).toBe(true);
    const seenByClient = f.question(await f.detail(), 'Occupation').filtered_questionnaire_comments;
    expect(seenByClient.map((n) => n.id)).toEqual([mine.id]);
    const seenByFirm = (await f.staffCall('GET', `/api/questionnaires/${f.id}`)).json();
    expect(
      seenByFirm.questionnaire_questions.find((x: { id: number }) => x.id === occupation.id)
        .filtered_questionnaire_comments,
    ).toHaveLength(2);
    expect(
      (await f.clientCall('POST', `/api/questionnaires/${f.id}/notes/${firmNote.id}/toggle-removal`)).statusCode,
    ).toBe(404);
    const removed = await f.clientCall('POST', `/api/questionnaires/${f.id}/notes/${mine.id}/toggle-removal`);
    expect(removed.json().removed).toBe(true);
    expect(f.question(await f.detail(), 'Occupation').filtered_questionnaire_comments).toEqual([]);
  });

  it("lists an upload where it is now: not for the client once the firm moves it to STAFF ONLY, nor once it is another entity's", async () => {
    const f = await questionnaireFixture(t);
    const w2 = f.question(await f.detail(), 'W-2 forms');
    const form = multipart({ selected_option: 'W-2' }, [{ name: 'w2.pdf', content: PDF }]);
    const url = `/api/questionnaires/${f.id}/questions/${w2.id}/documents`;
    const doc = (
      await t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...f.asClient, ...form.headers } })
    ).json().document;
    const listed = async (call: typeof f.clientCall) =>
      f.question((await call('GET', `/api/questionnaires/${f.id}`)).json(), 'W-2 forms').documents;
    expect(await listed(f.clientCall)).toMatchObject([{ id: doc.id, folder_path: '/2025/Questionnaire Uploads' }]);

    const move = (target_company_id: number, target_path: string) =>
      f.staffCall('POST', `/api/documents/${doc.id}/move`, { target_company_id, target_path });
    expect((await move(f.company.id, '/Review (STAFF ONLY)')).statusCode).toBe(200);
    expect(await listed(f.clientCall)).toEqual([]);
    expect(await listed(f.staffCall)).toMatchObject([{ id: doc.id, folder_path: '/Review (STAFF ONLY)' }]);

    const other = await buildCompany(f.db, f.firm, f.client, { name: 'Other LLC', entityType: 'Partnership' });
    expect((await move(other.id, '/')).statusCode).toBe(200);
    expect(await listed(f.staffCall)).toEqual([]);
  });

  it('stores upload answers through the documents pipeline: option first, real types only, no duplicates', async () => {
    const f = await questionnaireFixture(t);
    const w2 = f.question(await f.detail(), 'W-2 forms');
    const url = `/api/questionnaires/${f.id}/questions/${w2.id}/documents`;
    const upload = (fields: Record<string, string>, name: string, content: Buffer) => {
      const form = multipart(fields, [{ name, content }]);
      return t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...f.asClient, ...form.headers } });
    };
    const noOption = await upload({}, 'w2.pdf', PDF);
    expect(noOption.statusCode).toBe(400);
    expect(noOption.json().error.message).toBe(questionnaireMessages.chooseOption);
    const fake = await upload({ selected_option: 'W-2' }, 'w2.pdf', Buffer.from('MZ this is really a program'));
    expect(fake.json()).toMatchObject({ document: null, error: documentMessages.invalidFiles });
    const ok = await upload({ selected_option: 'W-2' }, 'w2.pdf', PDF);
    expect(ok.json().document).toMatchObject({ name: 'w2.pdf', selected_option: 'W-2' });
    expect(ok.json().change.questions.find((x: { id: number }) => x.id === w2.id)).toMatchObject({
      answer: '1',
      status: 'completed',
    });
    const again = await upload({ selected_option: 'W-2C' }, 'w2.pdf', PDF);
    expect(again.json()).toMatchObject({ is_duplicate: true, error: questionnaireMessages.duplicate('w2.pdf') });
    // The file is in the entity's documents, in the questionnaire's folder.
    const docs = (
      await f.staffCall('GET', `/api/companies/${f.company.id}/documents?path=/2025/Questionnaire Uploads`)
    ).json();
    expect(docs.items.map((d: { name: string }) => d.name)).toEqual(['w2.pdf']);
    const removed = await f.clientCall('DELETE', `${url}/${ok.json().document.id}`);
    expect(removed.json().questions.find((x: { id: number }) => x.id === w2.id).answer).toBe('0');
  });

  it('submits only when complete, agreed and paid, then notifies the firm and offers the next one', async () => {
    const f = await questionnaireFixture(t, { questionnaire: { depositAmountCents: 15000 } });
    const second = await f.db
      .insert(questionnaires)
      .values({
        firmId: f.firm.id,
        companyId: f.company.id,
        hashId: `next-${f.id}`,
        name: 'Business Organizer',
        taxYear: 2025,
        sentAt: new Date(),
      })
      .returning();
    const submit = () => f.clientCall('POST', `/api/questionnaires/${f.id}/submit`);
    expect((await submit()).json().error.message).toBe(submitMessages.depositUnpaid);

    // Pay the deposit through the built-in test checkout.
    const checkout = (await f.clientCall('POST', `/api/questionnaires/${f.id}/deposit/checkout`)).json();
    const sessionId = checkout.checkout_url.split('/').pop();
    expect(checkout.checkout_url).toBe(`/test-checkout/${sessionId}`);
    const verifyEarly = await f.clientCall('POST', `/api/questionnaires/${f.id}/deposit/verify`, {
      session_id: sessionId,
    });
    expect(verifyEarly.json().deposit_status).toBe('unpaid');
    const page = (await f.clientCall('GET', `/api/test-checkout/${sessionId}`)).json();
    expect(page).toMatchObject({ amount: 15000, status: 'open' });
    expect((await f.staffCall('GET', `/api/test-checkout/${sessionId}`)).statusCode).toBe(404);
    const paid = (await f.clientCall('POST', `/api/test-checkout/${sessionId}/pay`)).json();
    expect(paid.redirect_url).toBe(
      `/questionnaire/${f.company.hashId}?questionnaireId=${f.id}&checkout_session_id=${sessionId}`,
    );
    const verified = await f.clientCall('POST', `/api/questionnaires/${f.id}/deposit/verify`, {
      session_id: sessionId,
    });
    expect(verified.json().deposit_status).toBe('paid');

    const q = await f.detail();
    const review = f.section(q, 'Review and Submit');
    expect((await submit()).json().error.message).toBe(submitMessages.agreeRequired);
    await f.clientCall('POST', `/api/questionnaires/${f.id}/sections/${review.id}`, { marked_completed: true });
    expect((await submit()).json().error.message).toBe(questionnaireMessages.incomplete);

    const byText = (text: string) => f.question(q, text).id;
    for (const [text, value] of [
      ['Did you move during the year?', 'No'],
      ['Filing status', 'Single'],
      ['Which of these did you receive?', 'Wages'],
      ['Date of birth', '1980-05-01'],
      ['Occupation', 'Teacher'],
      ['Dependents', 'Not Applicable'],
      ['Did you own a rental property?', 'No'],
      ['W-2 forms', 'Provided Elsewhere'],
    ] as const)
      expect((await f.answer(byText(text), value)).statusCode).toBe(200);
    // Still unsigned.
    expect((await submit()).json().error.message).toBe(questionnaireMessages.incomplete);
    const letter = f.section(q, 'Engagement Letter');
    await f.clientCall('POST', `/api/questionnaires/${f.id}/signatures/${letter.engagement_signatures[0]!.id}/sign`, {
      signature: 'Casey Client',
      signature_type: 'typed',
      client_time: 'now',
    });
    const done = await submit();
    expect(done.statusCode).toBe(200);
    expect(done.json().next).toEqual({
      name: 'Business Organizer',
      hash_id: f.company.hashId,
      questionnaire_id: second[0]!.id,
    });
    const after = await f.detail();
    expect(after).toMatchObject({ completed: true, read_only: true, submitted_at: '2026-03-02T15:00:00.000Z' });
    expect((await f.answer(byText('Occupation'), 'Nurse')).statusCode).toBe(403);
    expect((await submit()).json().error.message).toBe(questionnaireMessages.alreadySubmitted);
    const notices = await f.db.select().from(notifications).where(eq(notifications.userId, f.staff.id));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.link).toBe(`/overview?companyId=${f.company.id}&questionnaireId=${f.id}`);
    const list = (await f.staffCall('GET', `/api/companies/${f.company.id}/questionnaires`)).json();
    expect(list.items.find((x: { id: number }) => x.id === f.id)).toMatchObject({
      status_label: 'Completed',
      progress: 100,
    });
  });

  it('lists the client dashboard cards, and nothing of drafts or other clients', async () => {
    const f = await questionnaireFixture(t);
    await f.db.insert(questionnaires).values({
      firmId: f.firm.id,
      companyId: f.company.id,
      hashId: `draft-${f.id}`,
      name: 'Draft one',
      taxYear: 2025,
      isDraft: true,
    });
    const list = (await f.clientCall('GET', '/api/client/questionnaires')).json();
    expect(list.questionnaires).toHaveLength(1);
    expect(list.questionnaires[0]).toMatchObject({ id: f.id, progress: 0, company_hash: f.company.hashId });
    expect(list.questionnaires[0].sections.map((s: { name: string }) => s.name)).not.toContain('Documents');
    expect(list.questionnaires[0].sections.map((s: { name: string }) => s.name)).not.toContain('Rental Property');
    const other = (await signInAs(f.db, await buildClient(f.db, f.firm))).headers;
    const theirs = await t.app.inject({ method: 'GET', url: '/api/client/questionnaires', headers: other });
    expect(theirs.json().questionnaires).toEqual([]);
  });

  it('lists one entity’s cards by hash, and answers 404 for an entity the client does not own or another firm’s', async () => {
    const f = await questionnaireFixture(t);
    const strangerFirm = await buildFirm(f.db);
    const stranger = await buildCompany(f.db, strangerFirm, await buildClient(f.db, strangerFirm));
    const notTheirs = await buildCompany(f.db, f.firm, await buildClient(f.db, f.firm));
    for (const path of ['/api/client/questionnaires', '/api/get_client_questionnaires']) {
      const own = await f.clientCall('GET', `${path}?companyHash=${f.company.hashId}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().questionnaires.map((q: { id: number }) => q.id)).toEqual([f.id]);
      for (const hash of [stranger.hashId, notTheirs.hashId, 'no-such-hash']) {
        expect((await f.clientCall('GET', `${path}?companyHash=${hash}`)).statusCode).toBe(404);
      }
    }
  });

  it('makes locked and read-only questionnaires view-only', async () => {
    const f = await questionnaireFixture(t);
    const occupation = f.question(await f.detail(), 'Occupation');
    await f.db.update(questionnaires).set({ locked: true }).where(eq(questionnaires.id, f.id));
    const locked = await f.answer(occupation.id, 'Teacher');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().error.message).toBe(submitMessages.locked);
    expect((await f.detail()).read_only).toBe(true);
    const g = await questionnaireFixture(t);
    await g.db.update(users).set({ readonlyAccess: true }).where(eq(users.id, g.client.id));
    const view = await g.detail();
    expect(view.read_only).toBe(true);
    const res = await g.answer(g.question(view, 'Occupation').id, 'Teacher');
    expect(res.statusCode).toBe(403);
  });

  it('does not let an answer-later date or a missing upload stand in for the rest of a section', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    await f.clientCall('POST', `/api/questionnaires/${f.id}/sections/${f.section(q, 'Review and Submit').id}`, {
      marked_completed: true,
    });
    await f.answer(f.question(q, 'Occupation').id, null, '2026-03-09');
    const submit = () => f.clientCall('POST', `/api/questionnaires/${f.id}/submit`);
    expect((await submit()).json().error.message).toBe(questionnaireMessages.incomplete);
  });

  it('holds the submission for a blank required field inside an entry, as the client is told, until it is filled', async () => {
    const f = await questionnaireFixture(t);
    const q = await f.detail();
    const byText = (text: string) => f.question(q, text).id;
    for (const [text, value] of [
      ['Did you move during the year?', 'No'],
      ['Filing status', 'Single'],
      ['Which of these did you receive?', 'Wages'],
      ['Date of birth', '1980-05-01'],
      ['Occupation', 'Teacher'],
      ['Did you own a rental property?', 'No'],
      ['W-2 forms', 'Provided Elsewhere'],
    ] as const)
      expect((await f.answer(byText(text), value)).statusCode).toBe(200);
    const letter = f.section(q, 'Engagement Letter');
    await f.clientCall('POST', `/api/questionnaires/${f.id}/signatures/${letter.engagement_signatures[0]!.id}/sign`, {
      signature: 'Casey Client',
      signature_type: 'typed',
      client_time: 'now',
    });
    await f.clientCall('POST', `/api/questionnaires/${f.id}/sections/${f.section(q, 'Review and Submit').id}`, {
      marked_completed: true,
    });
    // One dependent: its fields answered but one required one left blank.
    const dependents = byText('Dependents');
    const added = await f.clientCall('POST', `/api/questionnaires/${f.id}/questions/${dependents}/entries`);
    expect(added.statusCode).toBe(200);
    type Field = {
      id: number;
      parent_question_id: number | null;
      entry_number: number | null;
      optional: boolean;
      question_type: string;
      options: string[] | null;
    };
    const valid = (x: Field) => (x.question_type === 'date' ? '2015-04-01' : x.options?.length ? x.options[0]! : 'Sam');
    const fields = (added.json().questions as Field[]).filter(
      (x) => x.parent_question_id === dependents && x.entry_number === 1,
    );
    const blank = fields.find((x) => !x.optional)!;
    expect(blank).toBeDefined();
    const others = fields.filter((x) => x !== blank).map((x) => ({ id: x.id, answer: valid(x) }));
    if (others.length)
      expect(
        (await f.clientCall('POST', `/api/questionnaires/${f.id}/entries`, { questions: others })).statusCode,
      ).toBe(200);
    const submit = () => f.clientCall('POST', `/api/questionnaires/${f.id}/submit`);
    const held = await submit();
    expect(held.statusCode).toBe(400);
    expect(held.json().error.message).toBe(questionnaireMessages.incomplete);
    const filled = await f.clientCall('POST', `/api/questionnaires/${f.id}/entries`, {
      questions: [{ id: blank.id, answer: valid(blank) }],
    });
    expect(filled.statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(200);
  });

  it('refuses bad dates and ids with 400 and 404, never a server error', async () => {
    const f = await questionnaireFixture(t);
    const occupation = f.question(await f.detail(), 'Occupation');
    for (const date of ['2026-02-30', '2026-13-45', 'soon'])
      expect((await f.answer(occupation.id, null, date)).statusCode).toBe(400);
    expect((await f.clientCall('GET', '/api/questionnaires/99999999999')).statusCode).toBe(400);
    expect((await f.clientCall('GET', '/api/questionnaires/2147483647')).statusCode).toBe(404);
    const entryField = (await f.detail()).questionnaire_questions.find((x) => x.entry_number === 0)!;
    expect((await f.answer(entryField.id, 'Ava')).statusCode).toBe(404);
  });

  it('submits once when two submits race, and numbers entries added at the same time apart', async () => {
    const f = await questionnaireFixture(t);
    const dependents = f.question(await f.detail(), 'Dependents');
    const url = `/api/questionnaires/${f.id}/questions/${dependents.id}/entries`;
    await Promise.all([f.clientCall('POST', url), f.clientCall('POST', url), f.clientCall('POST', url)]);
    const numbers = new Set(
      (await f.detail()).questionnaire_questions
        .filter((x) => x.parent_question_id === dependents.id && x.entry_number! > 0)
        .map((x) => x.entry_number),
    );
    expect([...numbers].sort()).toEqual([1, 2, 3]);

    const g = await questionnaireFixture(t);
    const q = await g.detail();
    await g.clientCall('POST', `/api/questionnaires/${g.id}/sections/${g.section(q, 'Welcome').id}`, { current: true });
    for (const [text, value] of [
      ['Did you move during the year?', 'No'],
      ['Filing status', 'Single'],
      ['Which of these did you receive?', 'Wages'],
      ['Date of birth', '1980-05-01'],
      ['Occupation', 'Teacher'],
      ['Dependents', 'Not Applicable'],
      ['Did you own a rental property?', 'No'],
      ['W-2 forms', 'Provided Elsewhere'],
    ] as const)
      expect((await g.answer(g.question(q, text).id, value)).statusCode).toBe(200);
    await g.clientCall(
      'POST',
      `/api/questionnaires/${g.id}/signatures/${g.section(q, 'Engagement Letter').engagement_signatures[0]!.id}/sign`,
      {
        signature: 'Casey',
        signature_type: 'typed',
        client_time: 'now',
      },
    );
    await g.clientCall('POST', `/api/questionnaires/${g.id}/sections/${g.section(q, 'Review and Submit').id}`, {
      marked_completed: true,
    });
    const results = await Promise.all([
      g.clientCall('POST', `/api/questionnaires/${g.id}/submit`),
      g.clientCall('POST', `/api/questionnaires/${g.id}/submit`),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await g.db.select().from(notifications).where(eq(notifications.userId, g.staff.id))).toHaveLength(1);
  });

  it('keeps Not Applicable when a file is removed, and keeps I Agree shut while the deposit is unpaid', async () => {
    const f = await questionnaireFixture(t, { questionnaire: { depositAmountCents: 1000 } });
    const q = await f.detail();
    const w2 = f.question(q, 'W-2 forms');
    const form = multipart({ selected_option: 'W-2' }, [{ name: 'w2.pdf', content: PDF }]);
    const url = `/api/questionnaires/${f.id}/questions/${w2.id}/documents`;
    const doc = (
      await t.app.inject({ method: 'POST', url, payload: form.payload, headers: { ...f.asClient, ...form.headers } })
    ).json().document;
    await f.answer(w2.id, 'Not Applicable');
    const removed = await f.clientCall('DELETE', `${url}/${doc.id}`);
    expect(removed.json().questions.find((x: { id: number }) => x.id === w2.id).answer).toBe('Not Applicable');
    const agree = await f.clientCall(
      'POST',
      `/api/questionnaires/${f.id}/sections/${f.section(q, 'Review and Submit').id}`,
      {
        marked_completed: true,
      },
    );
    expect(agree.statusCode).toBe(400);
    expect(agree.json().error.message).toBe(submitMessages.depositUnpaid);
  });

  it('finds a payment whose payer never came back before offering a second checkout', async () => {
    const f = await questionnaireFixture(t, { questionnaire: { depositAmountCents: 2000 } });
    const first = (await f.clientCall('POST', `/api/questionnaires/${f.id}/deposit/checkout`)).json();
    const sessionId = first.checkout_url.split('/').pop();
    await f.clientCall('POST', `/api/test-checkout/${sessionId}/pay`);
    // The tab closed before the return: no verify. Asking to pay again finds the payment instead.
    const again = await f.clientCall('POST', `/api/questionnaires/${f.id}/deposit/checkout`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(questionnaireMessages.depositPaid);
    expect((await f.detail()).deposit_status).toBe('paid');
  });

  it('confirms the client’s information once, when the firm asks for it', async () => {
    const f = await questionnaireFixture(t, { questionnaire: { updateProfileSection: true } });
    expect((await f.detail()).update_profile_section).toBe(true);
    const url = `/api/questionnaires/${f.id}/confirm-profile`;
    const noPhone = await f.clientCall('POST', url, { email: f.client.email!, sms_contact: true });
    expect(noPhone.json().error.fields.phone).toBe('A phone number is needed for SMS');
    const badEmail = await f.clientCall('POST', url, { email: 'nope' });
    expect(badEmail.json().error.fields.email).toBe('Invalid email address');
    const otherEmail = await f.clientCall('POST', url, { email: 'someone-else@example.test' });
    expect(otherEmail.statusCode).toBe(400);
    const ok = await f.clientCall('POST', url, { email: f.client.email!, phone: '(555) 123-4567', sms_contact: true });
    expect(ok.json()).toEqual({ ok: true });
    expect((await f.detail()).update_profile_section).toBe(false);
    const [me] = await f.db.select().from(users).where(eq(users.id, f.client.id));
    expect(me).toMatchObject({ phoneNumber: '(555) 123-4567', preferredContactMethod: 'sms' });
  });
});
