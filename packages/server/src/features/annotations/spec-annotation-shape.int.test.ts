import { eq } from 'drizzle-orm';
import { PDFDocument, degrees } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotationMessages } from '@portal/domain';
import { documentAnnotations } from '../../db/schema/index.ts';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { samplePdf } from '../../test/pdf-files.ts';
import { storeRecordFile } from '../documents/index.ts';

/** A Letter page, then the same page turned a quarter (/Rotate 90): shown 792 wide and 612 high. */
async function letterThenTurned(): Promise<Buffer> {
  const pdf = await PDFDocument.load(await samplePdf('Form 1099 page', 2, [612, 792]));
  pdf.getPage(1).setRotation(degrees(90));
  return Buffer.from(await pdf.save());
}

/**
 * spec 001 §3 Annotation: style ('color: {name}') and position_data (left, bottom, width, height, pageWidth,
 * pageHeight) on every answer, and taken in a save; our x, y, color and width stay beside them as aliases.
 */
describe('annotations in the spec’s shape (style, position_data)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences: { annotation_enabled: true } });
    const partner = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client);
    const pdf = await storeRecordFile(
      { db, storage: t.deps.storage },
      {
        firmId: firm.id,
        companyId: company.id,
        uploaderId: client.id,
        folder: '/2025',
        filename: 'forms.pdf',
        mimetype: 'application/pdf',
        content: await letterThenTurned(),
      },
    );
    const staff = (await signInAs(db, partner)).headers;
    const asClient = (await signInAs(db, client)).headers;
    const url = `/api/documents/${pdf.id}/annotations`;
    const put = (payload: unknown, headers: Record<string, string> = staff) =>
      t.app.inject({ method: 'PUT', url, headers, payload: payload as object });
    const get = (headers = staff) => t.app.inject({ method: 'GET', url, headers });
    return { db, pdf, staff, asClient, url, put, get };
  }

  it('answers style and position_data measured from the bottom of the page as shown, with its size', async () => {
    const s = await setup();
    const saved = await s.put({
      annotations: [
        { shape_type: 'check', page: 1, x: 20, y: 30, color: 'green', rotation: 0 },
        { shape_type: 'textbox', page: 2, x: 100, y: 200, color: 'red', rotation: 0, text: 'Paid', width: 180 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const expected = [
      {
        style: 'color: green',
        position_data: { left: 20, bottom: 792 - 30 - 20, width: 20, height: 20, pageWidth: 612, pageHeight: 792 },
        x: 20,
        y: 30,
        color: 'green',
      },
      {
        style: 'color: red',
        // One line of text: 4 + 15 + 4 units high; the turned page is shown 792 × 612.
        position_data: { left: 100, bottom: 612 - 200 - 23, width: 180, height: 23, pageWidth: 792, pageHeight: 612 },
        width: 180,
      },
    ];
    expect(saved.json().annotations).toMatchObject(expected);
    expect((await s.get()).json().annotations).toMatchObject(expected);
  });

  it('PUT takes the spec’s shape: 401, 403, 404, 400 with the rule’s message, then scales a zoomed box to the page', async () => {
    const s = await setup();
    // Measured on the viewer's page drawn at 150% (918 × 1188 pixels).
    const spec = {
      shape_type: 'textbox',
      page: 1,
      text: 'Missing 1099',
      style: 'color: blue',
      position_data: {
        left: 150,
        bottom: 1188 - 300 - 34.5,
        width: 270,
        height: 34.5,
        pageWidth: 918,
        pageHeight: 1188,
      },
    };
    expect((await s.put({ annotations: [spec] }, {})).statusCode).toBe(401);
    expect((await s.put({ annotations: [spec] }, s.asClient)).statusCode).toBe(403);
    const other = await setup();
    expect((await other.put({ annotations: [spec] }, s.staff)).statusCode).toBe(404);

    const refused = async (item: object, message: string, field: string) => {
      const res = await s.put({ annotations: [item] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(Object.keys(res.json().error.fields)).toContain(field);
    };
    await refused({ ...spec, style: 'color: pink' }, annotationMessages.color, 'annotations.0.style');
    await refused({ ...spec, style: undefined }, annotationMessages.color, 'annotations.0.style');
    await refused({ ...spec, position_data: undefined }, annotationMessages.position, 'annotations.0.position_data');
    await refused(
      { ...spec, position_data: { ...spec.position_data, pageWidth: 0 } },
      annotationMessages.position,
      'annotations.0.position_data.pageWidth',
    );
    // 60 pixels at 150% is 40 units: narrower than a textbox may be.
    await refused(
      { ...spec, position_data: { ...spec.position_data, width: 60 } },
      annotationMessages.width,
      'annotations.0.position_data',
    );
    await refused({ ...spec, page: 3 }, annotationMessages.page, 'annotations.0.page');

    const saved = await s.put({ annotations: [spec] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().annotations[0]).toMatchObject({
      shape_type: 'textbox',
      x: 100,
      y: 200,
      width: 180,
      color: 'blue',
      rotation: 0,
      style: 'color: blue',
      position_data: { left: 100, bottom: 792 - 200 - 23, width: 180, pageWidth: 612, pageHeight: 792 },
    });
  });

  it('where both shapes are sent the spec’s win, so a list read, moved in position_data and sent back moves', async () => {
    const s = await setup();
    await s.put({ annotations: [{ shape_type: 'check', page: 1, x: 20, y: 30, color: 'green', rotation: 0 }] });
    const [read] = (await s.get()).json().annotations;
    const moved = { ...read, style: 'color: black', position_data: { ...read.position_data, left: 300, bottom: 100 } };
    const saved = (await s.put({ annotations: [moved] })).json().annotations[0];
    expect(saved).toMatchObject({ x: 300, y: 792 - 100 - 20, color: 'black' });
  });

  it('a row saved before page sizes were kept gets them from the PDF when read', async () => {
    const s = await setup();
    await s.put({ annotations: [{ shape_type: 'check', page: 2, x: 10, y: 10, color: 'red', rotation: 0 }] });
    await s.db.update(documentAnnotations).set({ pageWidth: null, pageHeight: null });
    const [row] = (await s.get()).json().annotations;
    expect(row.position_data).toEqual({
      left: 10,
      bottom: 612 - 10 - 20,
      width: 20,
      height: 20,
      pageWidth: 792,
      pageHeight: 612,
    });
    const [stored] = await s.db
      .select({ w: documentAnnotations.pageWidth, h: documentAnnotations.pageHeight })
      .from(documentAnnotations)
      .where(eq(documentAnnotations.id, row.id));
    expect(stored).toEqual({ w: 792, h: 612 });
  });

  it('the OpenAPI document marks our x, y, color and width as aliases of the spec’s names', () => {
    const doc = JSON.stringify(t.app.swagger());
    for (const [name, of] of [
      ['x', 'position_data'],
      ['y', 'position_data'],
      ['color', 'style'],
      ['width', 'position_data'],
    ])
      expect(doc).toMatch(new RegExp(`"${name}":\\{[^{}]*"x-spec-alias-of":"${of}"`));
  });
});
