import pg from 'pg';

/** A connection of its own to the test database, as another portal process, a script or psql would write. */
export async function elsewhere<T>(connectionString: string | undefined, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Waits until `check` holds, as for an announcement from another process (a few milliseconds), up to `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within the time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
