import type { Clock } from '@portal/domain';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './platform/jobs/job-queue.ts';
import type { RealtimeHub } from './platform/realtime/realtime-hub.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import type { Mailer } from './platform/mail/mailer.ts';
import type { SmsSender } from './platform/sms/sms-sender.ts';
import type { ReplyDrafter } from './platform/ai/reply-drafter.ts';
import type { ToolAgent } from './platform/ai/tool-agent.ts';
import type { FormChooser } from './platform/ai/form-chooser.ts';
import type { PortalEvents } from './platform/events/portal-events.ts';
import type { AnyPaymentsProvider } from './platform/payments/create-payments-provider.ts';
import type { SigningIdentity } from './platform/signing/signing-identity.ts';
import type { AnyIdentityProvider } from './platform/identity/create-identity-provider.ts';
import type { OcrEngine } from './platform/ocr/ocr-engine.ts';

/** Everything a service may need, injected so tests can swap the clock and catch mail. */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: FileStorage;
  mailer: Mailer;
  sms: SmsSender;
  /** AI reply drafts, when AI_API_KEY points at an OpenAI-compatible API; null means the feature is off. */
  ai: ReplyDrafter | null;
  /** Workflow agent steps, on the same AI_* settings; null: only the built-in steps run. */
  agent: ToolAgent | null;
  /** Connect's confirmation of pages its rules could not recognise, on the same AI_* settings; null: off. */
  formChooser: FormChooser | null;
  /** What happened in the portal (a questionnaire submitted, a client added), for features that react to it. */
  events: PortalEvents;
  /** Deposits: Stripe Checkout with STRIPE_SECRET_KEY, otherwise the portal's test-mode checkout. */
  payments: AnyPaymentsProvider;
  /** The portal's PDF signing certificate, loaded (or made) on first use. */
  signing: () => Promise<SigningIdentity>;
  /** Signers' identity checks: Stripe Identity with STRIPE_SECRET_KEY, otherwise the built-in test mode. */
  identity: AnyIdentityProvider;
  /** OCR for scanned pages (tesseract.js, English data from an npm package), started on first use. */
  ocr: OcrEngine;
  jobs: JobQueue;
  realtime: RealtimeHub;
  clock: Clock;
}
