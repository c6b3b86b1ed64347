/**
 * Failpoints for the crash tests (issue 36 §1): a test starts the portal in a child process with
 * PORTAL_FAILPOINTS naming places in a job's work; a job that reaches one says so on stderr (`failpoint <name>`)
 * and waits there for ever, so the test can SIGKILL the process exactly there, mid-job, and check that the work
 * completes once after a restart. Names are matched whole, or up to a trailing `*`; `name@n` stops at the n-th time
 * the place is reached and every time after (the tenth email of a batch, while others are in flight). Read only
 * under NODE_ENV=test: in production `failpoint` does nothing.
 */
const armed = (process.env.NODE_ENV === 'test' ? (process.env.PORTAL_FAILPOINTS ?? '') : '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
  .map((spec) => {
    const at = spec.lastIndexOf('@');
    return at > 0
      ? { pattern: spec.slice(0, at), from: Number(spec.slice(at + 1)), reached: 0 }
      : { pattern: spec, from: 1, reached: 0 };
  });

const matching = (name: string) =>
  armed.find((a) => (a.pattern.endsWith('*') ? name.startsWith(a.pattern.slice(0, -1)) : a.pattern === name));

/** Stops here for ever when a crash test armed this name; else returns at once. */
export async function failpoint(name: string): Promise<void> {
  if (!armed.length) return;
  const point = matching(name);
  if (!point || ++point.reached < point.from) return;
  process.stderr.write(`failpoint ${name}\n`);
  await new Promise<never>(() => undefined);
}
