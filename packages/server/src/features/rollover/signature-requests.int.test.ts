import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKED_NOT_NEEDED, firmActionMessages } from '@portal/domain';
import { companyOwners, questionnaireSections, questionnaireSignatures } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { collectFirm } from '../questionnaires/collect-fixture.ts';
import { createQuestionnaire } from '../questionnaires/index.ts';

describe('signature requests', () => {
  let t: TestApp;
  let f: Awaited<ReturnType<typeof collectFirm>>;
  let otherStaff: Record<string, string>;
  let id: number;
  let letter: number;
  let general: number;
  let spouse: { id: number };
  const sectionOf = async (name: string) =>
    (
      await f.db
        .select()
        .from(questionnaireSections)
        .where(and(eq(questionnaireSections.questionnaireId, id), eq(questionnaireSections.name, name)))
    )[0]!.id;
  const signatures = () =>
    f.db.select().from(questionnaireSignatures).where(eq(questionnaireSignatures.questionnaireId, id));

  beforeAll(async () => {
    t = await buildTestApp({ clock: 'fixed' });
    f = await collectFirm(t, 'Jones Household');
    spouse = await buildClient(f.db, f.firm, { fname: 'Alex', lname: 'Jones' });
    await f.db.insert(companyOwners).values({ firmId: f.firm.id, companyId: f.company.id, userId: spouse.id });
    const other = await buildFirm(f.db);
    await buildCompany(f.db, other, await buildClient(f.db, other));
    otherStaff = (await signInAs(f.db, await buildStaff(f.db, other))).headers;
    id = await createQuestionnaire(f.db, {
      firmId: f.firm.id,
      companyId: f.company.id,
      name: 'Tax Organizer',
      taxYear: 2025,
      sections: [
        { name: 'Engagement Letter', type: 2, key: 'agreement_signature', signerIds: [f.clientUser.id] },
        { name: 'General', type: 3, key: 'questionnaire', questions: [{ text: 'Occupation', type: 'text' }] },
      ],
    });
    letter = await sectionOf('Engagement Letter');
    general = await sectionOf('General');
  });
  afterAll(() => t.close());

  it('lists the entity’s owners as signers (401, 403, 404 for another firm)', async () => {
    const url = `/api/questionnaires/${id}/signers`;
    expect((await f.call('GET', url)).statusCode).toBe(401);
    expect((await f.call('GET', url, undefined, f.client)).statusCode).toBe(403);
    expect((await f.call('GET', url, undefined, otherStaff)).statusCode).toBe(404);
    expect((await f.call('GET', '/api/questionnaires/abc/signers', undefined, f.staff)).statusCode).toBe(400);
    const res = await f.call('GET', url, undefined, f.staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((s: { full_name: string }) => s.full_name)).toEqual(['Alex Jones', 'Casey Jones']);
  });

  it('adds a pending signature for an owner on an engagement letter', async () => {
    const body = { questionnaire_id: id, section_id: letter, user_id: spouse.id };
    const add = (payload: object, headers?: Record<string, string>) =>
      f.call('POST', '/api/add_signature_request', payload, headers);
    expect((await add(body)).statusCode).toBe(401);
    expect((await add({ questionnaire_id: id }, f.staff)).statusCode).toBe(400);
    expect((await add(body, f.client)).statusCode).toBe(403);
    expect((await add(body, otherStaff)).statusCode).toBe(404);
    const wrongSection = await add({ ...body, section_id: general }, f.staff);
    expect(wrongSection.statusCode).toBe(400);
    expect(wrongSection.json().error.message).toBe(firmActionMessages.sectionNotAgreement);
    const stranger = await buildClient(f.db, f.firm);
    const notOwner = await add({ ...body, user_id: stranger.id }, f.staff);
    expect(notOwner.statusCode).toBe(400);
    expect(notOwner.json().error.message).toBe(firmActionMessages.signerNotOwner);

    const res = await add(body, f.staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: firmActionMessages.signatureRequested });
    const mine = (await signatures()).find((s) => s.userId === spouse.id)!;
    expect(mine).toMatchObject({ sectionId: letter, userName: 'Alex Jones', signature: null });
    expect((await add(body, f.staff)).statusCode).toBe(409);
  });

  it('removes a pending or not-needed request, never a signed one', async () => {
    const remove = (payload: object, headers?: Record<string, string>) =>
      f.call('POST', '/api/remove_signature', payload, headers);
    const [casey] = (await signatures()).filter((s) => s.userId === f.clientUser.id);
    const body = { questionnaire_id: id, signature_id: casey!.id };
    expect((await remove(body)).statusCode).toBe(401);
    expect((await remove({ questionnaire_id: id }, f.staff)).statusCode).toBe(400);
    expect((await remove(body, f.client)).statusCode).toBe(403);
    expect((await remove(body, otherStaff)).statusCode).toBe(404);
    expect((await remove({ ...body, signature_id: 2_000_000 }, f.staff)).statusCode).toBe(404);

    await f.db
      .update(questionnaireSignatures)
      .set({ signature: 'Casey Jones', signatureType: 'typed', signedAt: new Date() })
      .where(eq(questionnaireSignatures.id, casey!.id));
    const signed = await remove(body, f.staff);
    expect(signed.statusCode).toBe(409);
    expect(signed.json().error.message).toBe(firmActionMessages.unsignFirst);

    await f.db
      .update(questionnaireSignatures)
      .set({ signature: MARKED_NOT_NEEDED, signedAt: null })
      .where(eq(questionnaireSignatures.id, casey!.id));
    const res = await remove(body, f.staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: firmActionMessages.signatureRemoved });
    expect((await signatures()).map((s) => s.userId)).toEqual([spouse.id]);
  });
});
