// The load generator of the benches in a process of its own: autocannon with the options it is sent (IPC),
// answering its figures when its duration ends or when it is sent 'stop'. Run in the portal's process it would
// share the one event loop the server and the embedded database run on, and the figures would count its own work
// as the server's.
import autocannon from 'autocannon';
import { watchLatency } from './latency.mjs';

process.on('message', (message) => {
  if (message === 'stop') return instance?.stop();
  let figures;
  instance = autocannon(message, (error, result) => {
    if (error) process.send({ error: String(error) });
    else process.send(figures(result));
    process.disconnect();
  });
  figures = watchLatency(instance);
});
let instance;
