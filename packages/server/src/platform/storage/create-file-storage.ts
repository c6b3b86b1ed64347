import { ConfigError } from '../../config.ts';
import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage, createS3Client } from './s3-file-storage.ts';

/** S3 when S3_BUCKET is set, else the local disk under DATA_DIR/files. */
export function createFileStorage(config: Config): FileStorage {
  if (!config.S3_BUCKET) return new LocalFileStorage(config.filesDir);
  // Half a key pair would silently fall back to the SDK's default credentials; stop start-up instead.
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return new S3FileStorage(createS3Client(config), config.S3_BUCKET);
}
