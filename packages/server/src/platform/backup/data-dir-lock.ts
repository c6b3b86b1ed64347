import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/** Refusals a person can act on; the command-line tools print them as they are. */
export class BackupError extends Error {}

export const SOCKET_NAME = 'portal.sock';
// A Unix socket path holds 107 bytes; Node cuts a longer one silently and would listen somewhere else.
const MAX_SOCKET_PATH = 107;

export interface DataDirLock {
  /** The running portal answers `npm run backup` with this dump of its database. */
  serveDumps(dump: () => Promise<Blob>): void;
  release(): Promise<void>;
}

function socketPath(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), SOCKET_NAME);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH)
    throw new BackupError(`DATA_DIR's path is too long for its lock socket (${file}): use a shorter path or a link`);
  return file;
}

/**
 * One process at a time on an embedded database. PGlite has no lock of its own: a second process can open the same
 * folder and the two then overwrite each other's writes (tried with two processes). A Unix socket in DATA_DIR is the
 * lock, since the system closes it when its process dies (a kill -9 leaves only the file, which the next holder
 * replaces), and it is also how the running portal hands `npm run backup` a consistent dump. Only the owner of
 * DATA_DIR may connect, who could read the database files anyway.
 */
export async function holdDataDir(dataDir: string): Promise<DataDirLock> {
  const file = socketPath(dataDir);
  await fs.mkdir(path.dirname(file), { recursive: true });
  let dump: (() => Promise<Blob>) | undefined;
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => void answer(socket, dump));
  });
  try {
    await listen(server, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    if (await isAnswered(file))
      throw new BackupError(
        `Another process is using ${path.dirname(file)} (a running portal, a backup or a restore): ` +
          'the embedded database allows one at a time.',
      );
    await fs.rm(file, { force: true });
    await listen(server, file);
  }
  await fs.chmod(file, 0o600);
  return {
    serveDumps: (fn) => void (dump = fn),
    release: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function answer(socket: net.Socket, dump: (() => Promise<Blob>) | undefined) {
  if (!dump)
    return socket.end(
      header({
        ok: false,
        error: 'DATA_DIR is held by a portal still starting, a backup or a restore: try again in a moment',
      }),
    );
  try {
    const blob = await dump();
    socket.write(header({ ok: true, bytes: blob.size }));
    socket.end(Buffer.from(await blob.arrayBuffer()));
  } catch (err) {
    socket.end(header({ ok: false, error: (err as Error).message }));
  }
}

const header = (h: object) => `${JSON.stringify(h)}\n`;

function listen(server: net.Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Whether a process listens on the socket (a stale file refuses the connection). */
function isAnswered(file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(file, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', (err: NodeJS.ErrnoException) =>
      ['ECONNREFUSED', 'ENOENT'].includes(err.code ?? '') ? resolve(false) : reject(err),
    );
  });
}

/** The running portal's database dump, or null when no portal holds DATA_DIR. */
export async function requestDump(dataDir: string): Promise<Buffer | null> {
  const file = socketPath(dataDir);
  const chunks: Buffer[] = [];
  const connected = await new Promise<boolean>((resolve, reject) => {
    const socket = net.connect(file, () => socket.write('dump\n'));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(true));
    socket.on('error', (err: NodeJS.ErrnoException) =>
      ['ECONNREFUSED', 'ENOENT'].includes(err.code ?? '') && chunks.length === 0 ? resolve(false) : reject(err),
    );
  });
  if (!connected) return null;
  const all = Buffer.concat(chunks);
  const newline = all.indexOf(10);
  const reply = JSON.parse(all.subarray(0, newline).toString()) as { ok: boolean; bytes?: number; error?: string };
  if (!reply.ok) throw new BackupError(`The running portal could not dump its database: ${reply.error}`);
  const body = all.subarray(newline + 1);
  if (body.length !== reply.bytes)
    throw new BackupError(`The running portal's dump was cut short (${body.length} of ${reply.bytes} bytes)`);
  return body;
}
