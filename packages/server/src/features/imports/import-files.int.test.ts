import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages } from '@portal/domain';
import { importFiles } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { buildClient, buildFirm, buildStaff, signInAs } from '../../test/factories.ts';
import { multipart } from '../../test/multipart.ts';

describe('import file upload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function setup() {
    const db = t.deps.database.db;
    const firm = await buildFirm(db);
    const partner = await buildStaff(db, firm);
    return { db, firm, partner, headers: (await signInAs(db, partner)).headers };
  }
  const upload = (form: ReturnType<typeof multipart>, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/import_lists/files',
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  const rowsOf = async (firmId: number) =>
    t.deps.database.db.select().from(importFiles).where(eq(importFiles.firmId, firmId));

  it('checks the fields of each kind before storing anything (401, 403, 400 with the messages)', async () => {
    const { db, firm, headers } = await setup();
    const file = [{ name: 'list.csv', content: 'a,b\n1,2\n' }];
    expect((await upload(multipart({ documentType: 'other', documentName: 'x' }, file), {})).statusCode).toBe(401);
    const asClient = (await signInAs(db, await buildClient(db, firm))).headers;
    expect((await upload(multipart({ documentType: 'other', documentName: 'x' }, file), asClient)).statusCode).toBe(
      403,
    );

    const list = await upload(multipart({ documentType: 'client_list' }, file), headers);
    expect(list.statusCode).toBe(400);
    expect(list.json().error.fields).toEqual({
      assignedFirmUserId: importMessages.assigneeRequired,
      listType: importMessages.listTypeRequired,
    });
    const zip = await upload(multipart({ documentType: 'rollover_zip', year: '2025' }, file), headers);
    expect(zip.json().error.fields).toEqual({ taxSoftware: importMessages.taxSoftwareRequired });
    const csv = await upload(multipart({ documentType: 'rollover_csv' }, file), headers);
    expect(csv.json().error.fields).toEqual({ year: importMessages.yearRequired });
    const other = await upload(multipart({ documentType: 'other' }, file), headers);
    expect(other.json().error.fields).toEqual({ documentName: importMessages.descriptionRequired });
    const none = await upload(multipart({ documentType: 'other', documentName: 'K-1s' }), headers);
    expect(none.json().error.fields).toEqual({ file: importMessages.filesRequired });
    const strangerAssignee = await buildStaff(db, await buildFirm(db));
    const foreign = await upload(
      multipart(
        { documentType: 'client_list', listType: 'individuals', assignedFirmUserId: String(strangerAssignee.id) },
        file,
      ),
      headers,
    );
    expect(foreign.statusCode).toBe(400);
    expect(await rowsOf(firm.id)).toHaveLength(0);
  });

  it('streams the files to storage with their digest, lists them, and downloads them to this firm only', async () => {
    const { db, firm, partner, headers } = await setup();
    const content = Buffer.from('Client Name,Entity ID\nLee Trust,E-1\n');
    const res = await upload(
      multipart(
        {
          documentType: 'client_list',
          listType: 'entities',
          assignedFirmUserId: String(partner.id),
          comment: 'Prior CRM',
        },
        [
          { name: 'clients #2025.csv', content, type: 'text/csv' },
          { name: 'more.csv', content: 'x' },
        ],
      ),
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(importMessages.fileUploaded);
    const files = res.json().files;
    expect(files.map((f: { file_name: string }) => f.file_name).sort()).toEqual(['clients 2025.csv', 'more.csv']);
    expect(files[0]).toMatchObject({ document_type: 'client_list', list_type: 'entities', comment: 'Prior CRM' });
    const [stored] = (await rowsOf(firm.id)).filter((r) => r.fileName === 'clients 2025.csv');
    expect(stored!.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(stored!.size).toBe(content.length);

    const listed = await t.app.inject({ url: '/api/import_lists/files', headers });
    expect(listed.json()).toHaveLength(2);
    expect(listed.json()[0].uploaded_by).toBe(`${partner.fname} ${partner.lname}`);

    const download = await t.app.inject({ url: `/api/import_lists/files/${stored!.id}/download`, headers });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-disposition']).toContain('filename="clients 2025.csv"');

    const other = (await signInAs(db, await buildStaff(db, await buildFirm(db)))).headers;
    expect(
      (await t.app.inject({ url: `/api/import_lists/files/${stored!.id}/download`, headers: other })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/import_lists/files', headers: other })).json()).toEqual([]);
  });

  it('answers the rollover and document messages', async () => {
    const { headers } = await setup();
    const file = [{ name: 'items.zip', content: 'PK' }];
    const zip = await upload(
      multipart({ documentType: 'rollover_zip', year: '2025', taxSoftware: 'Drake' }, file),
      headers,
    );
    expect(zip.json().message).toBe(importMessages.rolloverUploaded);
    const doc = await upload(multipart({ documentType: 'other', documentName: 'Engagement letters' }, file), headers);
    expect(doc.json().message).toBe(importMessages.documentUploaded);
  });
});
