import { Readable } from 'node:stream';
import { PLATFORM_MANIFEST_NAME } from '@portal/domain';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { PlatformAdapter, PlatformPackage } from './platform-adapter.ts';

/** One segment of a key: a package's names are path-safe already; this holds it if one ever is not. */
function segment(name: string): string {
  if (!name || name === '.' || name === '..' || /[/\\]/.test(name))
    throw new Error(`unsafe name in a platform package: ${JSON.stringify(name)}`);
  return name;
}

/**
 * The built-in drop target on a bucket (PLATFORM_EXPORT_S3_BUCKET): the package's PDFs under
 * `<prefix>/<package folder>/`, then manifest.json last, so an importer that waits for the manifest never takes
 * half a package. A second run of the same export writes the same keys again.
 */
export function storageDropTarget(storage: FileStorage, prefix: string): PlatformAdapter {
  return {
    async deliver(pkg: PlatformPackage) {
      const folder = `${prefix}/${segment(pkg.folder)}`;
      for (const file of pkg.files)
        await storage.put(`${folder}/${segment(file.file_name)}`, Readable.from([Buffer.from(file.bytes)]), {
          contentType: 'application/pdf',
        });
      await storage.put(
        `${folder}/${PLATFORM_MANIFEST_NAME}`,
        Readable.from([Buffer.from(`${JSON.stringify(pkg.manifest, null, 2)}\n`)]),
        { contentType: 'application/json' },
      );
      return { location: `${storage.kind}:${folder}/` };
    },
  };
}
