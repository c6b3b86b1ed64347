import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { bundlePdf, connectFirm, processDeps } from '../../../test/connect-fixture/connect-fixture.ts';
import { processUpload } from './process-upload.ts';

/** spec 001 §3 Extracted document annotations: the list of an entity's uploads carries each one's. */
describe('extracted documents with their annotations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/companies/{id}/extracted_documents: each document with its annotations', async () => {
    const c = await connectFirm(t, {
      bulk_upload_processor: true,
      review_and_export_enabled: true,
      annotation_enabled: true,
    });
    const file = await c.upload(await bundlePdf());
    const uploadId = await c.startProcessing(file.id, c.staff);
    await processUpload(processDeps(t), uploadId);
    const list = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/companies/${c.company.id}/extracted_documents`,
          headers: c.staff,
        })
      ).json();
    const [upload] = await list();
    expect(upload.annotations).toEqual([]);
    const w2 = upload.documents[0];
    expect(w2.annotations).toEqual([]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/documents/${w2.document_id}/annotations`,
      headers: c.staff,
      payload: {
        annotations: [
          {
            shape_type: 'check',
            page: 1,
            style: 'color: red',
            position_data: { left: 10, bottom: 10, width: 20, height: 20, pageWidth: 612, pageHeight: 792 },
          },
        ],
      },
    });
    expect(put.statusCode).toBe(200);
    const [after] = await list();
    expect(after.annotations).toEqual([]);
    expect(after.documents[0].annotations).toEqual(put.json().annotations);
    expect(after.documents[1].annotations).toEqual([]);
  });
});
