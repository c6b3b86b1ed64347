// The load generator of bench/lists-load.ts in a process of its own: autocannon with the options it is sent
// (IPC), answering its figures. Run in the portal's process it would share the one event loop the server and
// the embedded database run on, and the figures would count its own work as the server's.
import autocannon from 'autocannon';

process.once('message', async (options) => {
  try {
    const result = await autocannon(options);
    process.send({
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      rps: result.requests.average,
      errors: result.errors + result.timeouts + result.non2xx,
    });
  } catch (error) {
    process.send({ error: String(error) });
  }
  process.disconnect();
});
