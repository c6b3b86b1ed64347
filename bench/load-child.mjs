// The load generator of the benches in a process of its own: autocannon with the options it is sent (IPC),
// answering its figures when its duration ends or when it is sent 'stop'. Run in the portal's process it would
// share the one event loop the server and the embedded database run on, and the figures would count its own work
// as the server's.
import autocannon from 'autocannon';

process.on('message', (message) => {
  if (message === 'stop') return instance?.stop();
  instance = autocannon(message, (error, result) => {
    if (error) process.send({ error: String(error) });
    else
      process.send({
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        rps: result.requests.average,
        errors: result.errors + result.timeouts + result.non2xx,
      });
    process.disconnect();
  });
});
let instance;
