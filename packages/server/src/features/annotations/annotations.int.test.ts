import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annotationMessages, type AnnotationInput } from '@portal/domain';
import { buildClient, buildCompany, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { pdfPages, samplePdf } from '../../test/pdf-files.ts';
import { storeRecordFile } from '../documents/index.ts';

const check: AnnotationInput = { shape_type: 'check', page: 1, x: 20, y: 30, color: 'green', rotation: 0 };
const textbox: AnnotationInput = {
  shape_type: 'textbox',
  page: 2,
  x: 40,
  y: 60,
  color: 'red',
  rotation: 90,
  text: 'Signed copy needed',
  width: 180,
};

describe('annotations: a document’s checks and textboxes (spec 001 §3, §5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup(preferences: { annotation_enabled: boolean } = { annotation_enabled: true }) {
    const db = t.deps.database.db;
    const firm = await buildFirm(db, { preferences });
    const partner = await buildStaff(db, firm);
    const client = await buildClient(db, firm);
    const company = await buildCompany(db, firm, client);
    const upload = (content: Buffer, filename = 'return.pdf', mimetype = 'application/pdf') =>
      storeRecordFile(
        { db, storage: t.deps.storage },
        { firmId: firm.id, companyId: company.id, uploaderId: client.id, folder: '/2025', filename, mimetype, content },
      );
    const pdf = await upload(await samplePdf('Form W-2 page', 2, [612, 792]));
    return {
      pdf,
      upload,
      staff: (await signInAs(db, partner)).headers,
      asClient: (await signInAs(db, client)).headers,
    };
  }

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
  const put = (url: string, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers, payload: payload as object });

  it('GET /api/documents/{id}/annotations: 401, 400, 403 when off or for a client, 404 for another firm, then the list', async () => {
    const { pdf, staff, asClient } = await setup();
    const url = `/api/documents/${pdf.id}/annotations`;
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get('/api/documents/abc/annotations', staff)).statusCode).toBe(400);
    const client = await get(url, asClient);
    expect(client.statusCode).toBe(403);
    const off = await setup({ annotation_enabled: false });
    const refused = await get(`/api/documents/${off.pdf.id}/annotations`, off.staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(annotationMessages.disabled);
    const other = await setup();
    expect((await get(url, other.staff)).statusCode).toBe(404);
    const res = await get(url, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ annotations: [] });
  });

  it('PUT /api/documents/{id}/annotations: 401, 400 with the rule’s message, 403, 404, then replaces the whole list', async () => {
    const { pdf, upload, staff, asClient } = await setup();
    const url = `/api/documents/${pdf.id}/annotations`;
    const body = { annotations: [check, textbox] };
    expect((await put(url, {}, body)).statusCode).toBe(401);
    const tooLong = await put(url, staff, { annotations: [{ ...textbox, text: 'x'.repeat(33) }] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(annotationMessages.textTooLong);
    const narrow = await put(url, staff, { annotations: [{ ...textbox, width: 60 }] });
    expect(narrow.statusCode).toBe(400);
    expect(narrow.json().error.message).toBe(annotationMessages.width);
    expect((await put(url, staff, { annotations: [{ ...check, color: 'pink' }] })).json().error.message).toBe(
      annotationMessages.color,
    );
    expect((await put(url, staff, { annotations: [{ ...check, rotation: 45 }] })).json().error.message).toBe(
      annotationMessages.rotation,
    );
    const photo = await upload(
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
      'photo.png',
      'image/png',
    );
    const notPdf = await put(`/api/documents/${photo.id}/annotations`, staff, body);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error.message).toBe(annotationMessages.notPdf);
    expect((await put(url, asClient, body)).statusCode).toBe(403);
    const off = await setup({ annotation_enabled: false });
    expect((await put(`/api/documents/${off.pdf.id}/annotations`, off.staff, body)).statusCode).toBe(403);
    const other = await setup();
    expect((await put(url, other.staff, body)).statusCode).toBe(404);
    expect((await put('/api/documents/99999999/annotations', staff, body)).statusCode).toBe(404);

    const saved = await put(url, staff, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().annotations).toMatchObject([check, textbox]);
    expect((await get(url, staff)).json().annotations).toMatchObject([check, textbox]);
    // The other firm's attempt changed nothing, and its own document has no annotations.
    expect((await get(`/api/documents/${other.pdf.id}/annotations`, other.staff)).json().annotations).toEqual([]);

    const replaced = await put(url, staff, { annotations: [{ ...textbox, text: '  Only this one  ' }] });
    expect(replaced.json().annotations).toHaveLength(1);
    const after = (await get(url, staff)).json().annotations;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ shape_type: 'textbox', text: 'Only this one', page: 2, rotation: 90 });
    expect((await put(url, staff, { annotations: [] })).json()).toEqual({ annotations: [] });
    expect((await get(url, staff)).json()).toEqual({ annotations: [] });
  });

  it('GET /api/documents/{id}/annotated: 401, 400, 403, 404, then the PDF with its annotations drawn on it', async () => {
    const { pdf, staff, asClient } = await setup();
    const url = `/api/documents/${pdf.id}/annotated`;
    expect((await get(url, {})).statusCode).toBe(401);
    expect((await get('/api/documents/0/annotated', staff)).statusCode).toBe(400);
    expect((await get(url, asClient)).statusCode).toBe(403);
    const off = await setup({ annotation_enabled: false });
    expect((await get(`/api/documents/${off.pdf.id}/annotated`, off.staff)).statusCode).toBe(403);
    const other = await setup();
    expect((await get(url, other.staff)).statusCode).toBe(404);

    await put(`/api/documents/${pdf.id}/annotations`, staff, {
      annotations: [check, { ...textbox, rotation: 0, text: 'Signed copy needed' }],
    });
    const res = await get(url, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('return.pdf');
    const pages = await pdfPages(res.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[0]).not.toContain('Signed copy needed');
    expect(pages[1]).toContain('Form W-2 page 2');
    expect(pages[1]).toContain('Signed copy needed');
  });
});
