// The figures of an autocannon run, taken from its answers on connections already open. The first answer on each
// connection also waits for the connection to be accepted; under load a single-threaded server accepts 50 new
// connections one after another while it serves the open ones (seen as first answers landing ~60 ms apart for
// the first seconds of a run), so with them a run's p99 and longest wait measure connection set-up at the start of
// the run, not the wait of a request. A browser opens its connection once, so those first answers are counted
// apart: `setupMax` is the slowest of them.
export function watchLatency(instance) {
  const open = new WeakSet();
  const times = [];
  let setupMax = 0;
  instance.on('response', (client, _status, _bytes, ms) => {
    if (open.has(client)) times.push(ms);
    else {
      open.add(client);
      setupMax = Math.max(setupMax, ms);
    }
  });
  return (result) => {
    times.sort((a, b) => a - b);
    const at = (q) => (times.length ? Math.round(times[Math.min(times.length - 1, Math.floor(times.length * q))]) : 0);
    return {
      p50: at(0.5),
      p99: at(0.99),
      max: times.length ? Math.round(times.at(-1)) : 0,
      setupMax: Math.round(setupMax),
      rps: result.requests.average,
      errors: result.errors + result.timeouts + result.non2xx,
    };
  };
}
