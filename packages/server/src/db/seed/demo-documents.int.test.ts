import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { detectFileType } from '@portal/domain';
import { loadConfig } from '../../config.ts';
import { createFileStorage } from '../../platform/storage/create-file-storage.ts';
import { testDatabase } from '../../test/test-database.ts';
import { buildClient, buildCompany, buildFirm } from '../../test/factories.ts';
import { documents, firms } from '../schema/index.ts';
import { seedDemoBranding } from './demo-branding.ts';
import { seedDemoDocuments } from './demo-documents.ts';

describe('demo documents', () => {
  it('gives entities folders and real files, one of them STAFF ONLY', async () => {
    const db = (await testDatabase()).db;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-demo-docs-'));
    const storage = createFileStorage(loadConfig({ DATA_DIR: dir }));
    const firm = await buildFirm(db);
    await buildCompany(db, firm, await buildClient(db, firm), { entityType: 'Trust' });
    await seedDemoDocuments(db, storage, firm.id, 1);
    const rows = await db.select().from(documents).where(eq(documents.firmId, firm.id));
    const files = rows.filter((r) => r.kind === 'file');
    expect(files).toHaveLength(4);
    expect(rows.some((r) => r.kind === 'folder' && r.name.includes('STAFF ONLY'))).toBe(true);
    for (const f of files) {
      const bytes = await buffer(await storage.get(f.storageKey!));
      expect(detectFileType(bytes.subarray(0, 4096))).toBe(f.fileType);
      expect(bytes.length).toBe(f.size);
    }
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('gives the demo firm a logo served from its branding storage', async () => {
    const db = (await testDatabase()).db;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-demo-logo-'));
    const storage = createFileStorage(loadConfig({ DATA_DIR: dir }));
    const firm = await buildFirm(db);
    await seedDemoBranding(db, storage, firm.id);
    const [row] = await db.select().from(firms).where(eq(firms.id, firm.id));
    expect(row!.mediumUrl).toMatch(new RegExp(`^/api/firms/${firm.id}/logo\\?v=`));
    const bytes = await buffer(await storage.get(row!.logoKey!));
    expect(detectFileType(bytes.subarray(0, 4096))).toBe('png');
    await fs.rm(dir, { recursive: true, force: true });
  });
});
