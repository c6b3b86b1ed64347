import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PLATFORM_MANIFEST_NAME } from '@portal/domain';
import type { PlatformAdapter, PlatformPackage } from './platform-adapter.ts';

/** A name inside `root`, never outside it, whatever the name holds. */
function inside(root: string, name: string): string {
  const full = path.resolve(root, name);
  const rel = path.relative(root, full);
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel) || rel.includes(path.sep))
    throw new Error(`unsafe name in a platform package: ${JSON.stringify(name)}`);
  return full;
}

/**
 * The built-in drop target: writes the package's PDFs and manifest.json into `root/<package folder>`. The package is
 * written beside it under a hidden name and renamed into place once complete, so an importer watching the folder
 * never picks up half a package; a second run of the same export replaces the first one's folder.
 */
export function folderDropTarget(root: string): PlatformAdapter {
  return {
    async deliver(pkg: PlatformPackage) {
      const base = path.resolve(root);
      await mkdir(base, { recursive: true });
      const final = inside(base, pkg.folder);
      const partial = inside(base, `.${pkg.folder}.${randomUUID()}.partial`);
      await mkdir(partial);
      try {
        for (const file of pkg.files) await writeFile(inside(partial, file.file_name), file.bytes);
        await writeFile(inside(partial, PLATFORM_MANIFEST_NAME), `${JSON.stringify(pkg.manifest, null, 2)}\n`);
        await rm(final, { recursive: true, force: true });
        await rename(partial, final);
      } catch (e) {
        await rm(partial, { recursive: true, force: true });
        throw e;
      }
      return { location: final };
    },
  };
}
