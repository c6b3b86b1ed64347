import type { Clock } from '@portal/domain';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { RealtimeHub } from './platform/realtime/realtime-hub.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { SmsSender } from './platform/sms/sms-sender.ts';

/** Everything a service may need, injected so tests can swap the clock and catch mail. */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: FileStorage;
  mailer: Mailer;
  sms: SmsSender;
  jobs: JobQueue;
  realtime: RealtimeHub;
  clock: Clock;
}
