import { spawn } from 'node:child_process';
import { BackupError } from './data-dir-lock.ts';

/**
 * Runs pg_dump or pg_restore (PostgreSQL's client tools, on PATH) against a connection URL. The password goes in
 * the environment, not the arguments, which other users of the machine can list.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [`--dbname=${url.toString()}`, ...args], { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        err.code === 'ENOENT'
          ? new BackupError(`${tool} was not found: install PostgreSQL's client tools (the server's version or newer)`)
          : err,
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
