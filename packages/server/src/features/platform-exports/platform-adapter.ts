import path from 'node:path';
import { EXPORT_PLATFORMS, type ExportPlatform, type PlatformManifest } from '@portal/domain';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { folderDropTarget } from './folder-drop-target.ts';
import { storageDropTarget } from './storage-drop-target.ts';

/** One package: an entity's documents of a tax year as PDFs in order, and the manifest describing them. */
export interface PlatformPackage {
  firmId: number;
  /** The package's folder name (path-safe, unique per export, entity and year). */
  folder: string;
  manifest: PlatformManifest;
  files: { file_name: string; bytes: Uint8Array }[];
}

/**
 * Where a platform takes packages from (issue 41 §3). The built-in target drops each package into a folder the
 * platform's importer (or a sync client) watches; an adapter for a platform's API implements the same call.
 */
export interface PlatformAdapter {
  /** Hands the package over; answers where it went, for the logs. Throws when the platform refused it. */
  deliver(pkg: PlatformPackage): Promise<{ location: string }>;
}

export type PlatformAdapters = Record<ExportPlatform, PlatformAdapter>;

/**
 * Every platform's built-in drop target: a folder (PLATFORM_EXPORT_DIR) or a bucket (PLATFORM_EXPORT_S3_BUCKET),
 * packages under `<platform>/firm-<id>/<package>/`, one place per firm so one firm's importer never sees another's.
 */
export function builtInAdapters(where: { dir: string } | { storage: FileStorage }): PlatformAdapters {
  const targetFor = (platform: ExportPlatform, firmId: number) =>
    'dir' in where
      ? folderDropTarget(path.join(where.dir, platform, `firm-${firmId}`))
      : storageDropTarget(where.storage, `${platform}/firm-${firmId}`);
  return Object.fromEntries(
    EXPORT_PLATFORMS.map((platform) => [
      platform,
      { deliver: (pkg: PlatformPackage) => targetFor(platform, pkg.firmId).deliver(pkg) },
    ]),
  ) as PlatformAdapters;
}
