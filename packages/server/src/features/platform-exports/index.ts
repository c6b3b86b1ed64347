/**
 * Export to platforms (issue 41 §3; spec 001 §3, §7 export_to_platforms): an entity's reviewed documents as a
 * package (ordered PDFs and a manifest) for a tax-prep scanning platform or a document management system.
 */
export {
  builtInAdapters,
  type PlatformAdapter,
  type PlatformAdapters,
  type PlatformPackage,
} from './platform-adapter.ts';
export { folderDropTarget } from './folder-drop-target.ts';
export { storageDropTarget } from './storage-drop-target.ts';
export { configuredAdapters, registerPlatformExportJobs } from './platform-export.jobs.ts';
export {
  assertPlatformsOn,
  PLATFORM_EXPORT_JOB,
  queuePlatformExport,
  runPlatformExport,
  type PlatformExportJob,
} from './platform-export.ts';
