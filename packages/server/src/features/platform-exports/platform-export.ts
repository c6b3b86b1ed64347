import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { ZipArchive } from 'archiver';
import {
  AppError,
  assertCan,
  packageFolderName,
  planPackage,
  PLATFORM_MANIFEST_NAME,
  platformExportMessages,
  platformsTurnedOff,
  type Actor,
  type Clock,
  type ExportPlatform,
  type FirmPreferences,
  type PlatformManifest,
  withoutTaxIds,
} from '@portal/domain';
import type { Db, Tx } from '../../db/client.ts';
import { exportFiles } from '../../db/schema/index.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { finishExport, preparingExport } from '../conversations/index.ts';
import { questionnaireScope } from '../questionnaires/index.ts';
import { companyExportOrder, packageItems, type PackageGroup } from './package-documents.ts';
import { documentAsPdf } from './package-pdf.ts';
import type { PlatformAdapters, PlatformPackage } from './platform-adapter.ts';

export const PLATFORM_EXPORT_JOB = 'exports.platforms';
export interface PlatformExportJob {
  exportId: number;
  questionnaire_ids: number[];
  platforms: ExportPlatform[];
  documents_to_include?: number[];
  documents_to_exclude: number[];
}
export interface PlatformExportDeps {
  db: Db;
  storage: FileStorage;
  realtime: RealtimeHub;
  adapters: PlatformAdapters;
  clock: Clock;
}

/** export_to_platforms names only platforms the firm switched on (spec 001 §3); any other is refused, 403. */
export function assertPlatformsOn(preferences: FirmPreferences, platforms: readonly ExportPlatform[]) {
  const off = platformsTurnedOff(preferences, platforms);
  if (off.length) throw new AppError('forbidden', platformExportMessages.disabled(off[0]!));
}

/**
 * Within the transaction of the export it goes with: the platform export's row (its file is a zip of what was
 * sent, for the firm's records) and its job. The caller wakes the job once committed.
 */
export async function queuePlatformExport(
  tx: Tx,
  jobs: Pick<JobQueue, 'sendWithin'>,
  actor: Actor,
  input: Omit<PlatformExportJob, 'exportId'>,
  fileName: string,
): Promise<number> {
  const [made] = await tx
    .insert(exportFiles)
    .values({ firmId: actor.firmId, userId: actor.userId, fileName })
    .returning();
  await jobs.sendWithin(tx, PLATFORM_EXPORT_JOB, { ...input, exportId: made!.id } satisfies PlatformExportJob);
  return made!.id;
}

/**
 * The job: re-checks access and the firm's preferences as the one who asked, then makes one package per entity and
 * tax year of the questionnaires, hands each to every chosen platform, and stores a zip of them all as the export.
 */
export async function runPlatformExport(deps: PlatformExportDeps, data: PlatformExportJob) {
  const found = await preparingExport(deps.db, data.exportId);
  if (!found) return;
  const { file, actor } = found;
  await finishExport(
    deps,
    file,
    {
      ready: platformExportMessages.ready(data.platforms),
      failed: (reason) => `${platformExportMessages.failed}: ${reason}`,
    },
    async () => {
      assertCan(actor, 'staff.any');
      const groups = new Map<string, PackageGroup>();
      for (const id of data.questionnaire_ids) {
        const scope = await questionnaireScope(deps.db, actor, id);
        assertPlatformsOn(scope.preferences, data.platforms);
        const key = `${scope.company.id}:${scope.questionnaire.taxYear}`;
        const group = groups.get(key) ?? {
          company: scope.company,
          taxYear: scope.questionnaire.taxYear,
          questionnaireIds: [],
        };
        group.questionnaireIds.push(id);
        groups.set(key, group);
      }
      return { body: zipOf(deps, actor, [...groups.values()], data), contentType: 'application/zip' };
    },
  );
}

/** One package, its documents read one at a time; what cannot be a PDF is named in the manifest's left_out. */
async function packageOf(deps: PlatformExportDeps, actor: Actor, group: PackageGroup, data: PlatformExportJob) {
  const items = await packageItems(deps.db, actor.firmId, group, data);
  const order = await companyExportOrder(deps.db, actor.firmId, group.company.id);
  const files: PlatformPackage['files'] = [];
  const manifest: PlatformManifest = {
    format: 'portal.platform-export',
    version: 1,
    export_id: data.exportId,
    created_at: deps.clock.now().toISOString(),
    entity: {
      id: group.company.id,
      name: withoutTaxIds(group.company.name),
      entity_type: group.company.entityType,
      external_entity_id: group.company.externalEntityId,
    },
    tax_year: group.taxYear,
    files: [],
    left_out: [],
  };
  for (const planned of planPackage(items, group.taxYear, order)) {
    const pdf = await documentAsPdf(deps.storage, planned.item.document);
    const { form_type, description } = planned;
    if (typeof pdf === 'string') {
      manifest.left_out.push({ form_type, description, reason: pdf });
      continue;
    }
    files.push({ file_name: planned.file_name, bytes: pdf.bytes });
    manifest.files.push({
      position: planned.position,
      file_name: planned.file_name,
      form_type,
      description,
      payer: planned.payer,
      tax_year: planned.tax_year,
      pages: pdf.pages,
      size: pdf.bytes.byteLength,
      sha256: createHash('sha256').update(pdf.bytes).digest('hex'),
      source: planned.item.source,
    });
  }
  const folder = packageFolderName(group.company.name, group.taxYear, data.exportId);
  return { firmId: actor.firmId, folder, manifest, files } satisfies PlatformPackage;
}

/**
 * The packages made, delivered and zipped one at a time as the storage reads the zip, so a large export holds one
 * package in memory. Nothing to send at all fails the export rather than sending empty packages.
 */
function zipOf(deps: PlatformExportDeps, actor: Actor, groups: PackageGroup[], data: PlatformExportJob) {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  zip.on('error', (err: Error) => out.destroy(err));
  // A failure may come before the storage reads the stream: the storage's pipeline still sees it (the stream is
  // errored), and without a listener it would be an uncaught exception.
  out.on('error', () => undefined);
  zip.pipe(out);
  const add = async (body: Buffer, name: string) => {
    const written = once(zip, 'entry');
    zip.append(body, { name });
    await written;
  };
  void (async () => {
    try {
      let sent = 0;
      for (const group of groups) {
        const pkg = await packageOf(deps, actor, group, data);
        if (!pkg.files.length && !pkg.manifest.left_out.length) continue;
        for (const platform of data.platforms) await deps.adapters[platform].deliver(pkg);
        sent += pkg.files.length;
        for (const f of pkg.files)
          await add(
            Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength),
            `${pkg.folder}/${f.file_name}`,
          );
        await add(Buffer.from(JSON.stringify(pkg.manifest, null, 2)), `${pkg.folder}/${PLATFORM_MANIFEST_NAME}`);
      }
      if (!sent) throw new AppError('not_found', platformExportMessages.noDocuments);
      await zip.finalize();
    } catch (err) {
      out.destroy(err as Error);
    }
  })();
  return out;
}
