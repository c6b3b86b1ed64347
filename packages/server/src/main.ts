import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { logSerializers } from './http/log-serializers.ts';
import { closeDeps, createDeps } from './create-deps.ts';
import { registerJobs } from './jobs.ts';
import { countFirms } from './features/firm/firm.repo.ts';
import { removePartialUploadsAtStart } from './platform/storage/partial-uploads.ts';
import { BackupError, holdDataDir, type DataDirLock } from './platform/backup/data-dir-lock.ts';

function defaultWebDist(): string {
  // dist/main.js sits in packages/server/dist; the web build in packages/web/dist.
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** The embedded database allows one process on its folder; holding it also answers `npm run backup`. */
async function holdDataDirOrExit(config: Config): Promise<DataDirLock | undefined> {
  if (config.DATABASE_URL) return undefined;
  try {
    return await holdDataDir(config.dataDir);
  } catch (err) {
    if (!(err instanceof BackupError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

async function main() {
  const config = configOrExit();
  const dataDirLock = await holdDataDirOrExit(config);
  const logger = pino({ level: config.LOG_LEVEL, serializers: logSerializers });
  // On the embedded database this process alone holds the data: jobs a crashed run left active are queued again
  // at once (with a database server they are once their lease runs out, whichever process died).
  const deps = await createDeps(config, logger, { jobs: { takeOverAtStart: !config.DATABASE_URL } });
  // Uploads cut short when an earlier run died can never finish: their files go before anything writes.
  const leftovers = await removePartialUploadsAtStart(config, deps.storage);
  if (leftovers.files) logger.info(leftovers, 'removed partial uploads left by an earlier run');
  // The sealing certificate is made (or the configured one read) at first start: a bad one stops start-up.
  await deps.signing();
  const app = await buildApp(deps, { webDistDir: config.WEB_DIST_DIR ?? defaultWebDist(), logger });
  await deps.jobs.start();
  await registerJobs(deps);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (deps.database.dumpDataDir) dataDirLock?.serveDumps(deps.database.dumpDataDir);

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  logger.info({ database: deps.database.kind, storage: deps.storage.kind, mail: deps.mailer.kind }, 'portal ready');
  console.warn(`\nThe portal is running at ${url} (database: ${deps.database.kind}, data in ${config.dataDir})`);
  if ((await countFirms(deps.database.db)) === 0) {
    console.warn(`No firm yet: create the first one at ${url}/create-firm\n`);
  }

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
    await closeDeps(deps);
    await dataDirLock?.release();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

await main();
