// The "mixed" mode's writer (issue 39 §3): another firm's staff member renaming one of its entities about
// `perSecond` times a second through the API, as real use writes while lists are read.
export function steadyWriter(base: string, headers: Record<string, string>, entityId: number, perSecond = 5) {
  let writes = 0;
  let failures = 0;
  let firstFailure = '';
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const next = Date.now() + 1000 / perSecond;
      const res = await fetch(`${base}/api/companies/${entityId}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Steady Writer Holdings ${writes}` }),
      });
      const body = await res.text();
      if (res.ok) writes++;
      else if (failures++ === 0) firstFailure = `${res.status} ${body.slice(0, 200)}`;
      await new Promise((r) => setTimeout(r, Math.max(0, next - Date.now())));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await done;
      if (failures) throw new Error(`the steady writer failed ${failures} times, the first: ${firstFailure}`);
      return writes;
    },
  };
}
