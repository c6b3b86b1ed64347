import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { asc, eq } from 'drizzle-orm';
import { priorYearFolder } from '@portal/domain';
import type { Db } from '../client.ts';
import { companies, documents, documentTags } from '../schema/index.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { textPdf } from '../../platform/pdf/text-pdf.ts';
import { gradientPng } from '../../platform/png.ts';
import { ensureFolders } from '../../features/documents/documents.repo.ts';

const pdf = (title: string, lines: string[]) =>
  buffer(
    textPdf(
      title,
      'Sample document made for the demo firm.',
      lines.map((l, i) => ({ heading: `Line ${i + 1}`, body: l })),
    ),
  );

/**
 * The first entities of the demo firm get folders and real sample files: a tax organizer and a W-2
 * (PDFs), a receipt (PNG), and a prior-year return in the STAFF ONLY folder clients never see. The W-2
 * and the receipt carry document tags from the firm's list.
 */
export async function seedDemoDocuments(db: Db, storage: FileStorage, firmId: number, entityCount = 5) {
  const year = new Date().getFullYear() - 1;
  const files: Array<{
    folder: string;
    name: string;
    type: 'pdf' | 'png';
    tags?: string[];
    bytes: () => Promise<Buffer>;
  }> = [
    {
      folder: `/${year}/Tax Return`,
      name: `${year} Tax Organizer.pdf`,
      type: 'pdf',
      bytes: () => pdf(`${year} Tax Organizer`, ['Income', 'Deductions', 'Credits']),
    },
    {
      folder: '/Uploads',
      name: 'W-2 Acme Corp.pdf',
      type: 'pdf',
      tags: ['Payroll'],
      bytes: () => pdf('Form W-2 (sample)', ['Wages: 84,000.00', 'Federal tax withheld: 11,200.00']),
    },
    {
      folder: '/Uploads',
      name: 'Office supplies receipt.png',
      type: 'png',
      tags: ['Receipts'],
      bytes: async () => gradientPng(120, 80, [30, 90, 160], [220, 235, 250]),
    },
    {
      folder: priorYearFolder(year - 1),
      name: `${year - 1} Form 1040 (filed).pdf`,
      type: 'pdf',
      bytes: () => pdf(`${year - 1} Form 1040`, ['Filed copy for the firm.']),
    },
  ];
  await db
    .insert(documentTags)
    .values(['Payroll', 'Receipts', 'IRS letters'].map((name) => ({ firmId, name })))
    .onConflictDoNothing();
  const entities = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.firmId, firmId))
    .orderBy(asc(companies.id))
    .limit(entityCount);
  for (const { id: companyId } of entities) {
    for (const f of files) {
      const key = `firms/${firmId}/documents/${randomUUID()}`;
      const stored = await storage.put(key, Readable.from([await f.bytes()]));
      await db.transaction(async (tx) => {
        await ensureFolders(tx, { firmId, companyId, userId: null }, f.folder);
        await tx.insert(documents).values({
          firmId,
          companyId,
          kind: 'file',
          folderPath: f.folder,
          name: f.name,
          storageKey: key,
          size: stored.size,
          sha256: stored.sha256,
          fileType: f.type,
          tags: f.tags ?? [],
        });
      });
    }
  }
}
