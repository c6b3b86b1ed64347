/**
 * Failpoints for the crash tests (issue 36 §1): a test starts the portal in a child process with
 * PORTAL_FAILPOINTS naming places in a job's work; a job that reaches one says so on stderr (`failpoint <name>`)
 * and waits there for ever, so the test can SIGKILL the process exactly there, mid-job, and check that the work
 * completes once after a restart. Names are matched whole, or up to a trailing `*`. Read only under NODE_ENV=test:
 * in production `failpoint` does nothing.
 */
const armed: readonly string[] =
  process.env.NODE_ENV === 'test'
    ? (process.env.PORTAL_FAILPOINTS ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

const matches = (name: string) => armed.some((a) => (a.endsWith('*') ? name.startsWith(a.slice(0, -1)) : a === name));

/** Stops here for ever when a crash test armed this name; else returns at once. */
export async function failpoint(name: string): Promise<void> {
  if (!armed.length || !matches(name)) return;
  process.stderr.write(`failpoint ${name}\n`);
  await new Promise<never>(() => undefined);
}
