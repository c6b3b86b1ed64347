import {
  AppError,
  assertCan,
  readFirmPreferences,
  settingChanges,
  type Actor,
  type GeneralSettingsInput,
  guideStepsFor,
  type GuideChecklist,
  type GuideStepKey,
  type IntegrationStatus,
  type PreferencesUpdate,
} from '@portal/domain';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/client.ts';
import { guideProgress, lockFirm, subdomainTakenByOther, updateFirmRow } from './firm-settings.repo.ts';
import { findFirm } from './firm.repo.ts';
import { recordSettingsChange } from './settings-audit.ts';

const notFound = () => new AppError('not_found', 'Firm not found');

/** Also what sign-up (auth's createFirm) answers: a subdomain is unique across the portal. */
export const SUBDOMAIN_TAKEN = 'This subdomain is already taken';

/** Firm settings → General: name, subdomain (unique across the portal), time zone, reminder frequency. */
export async function updateGeneralSettings(db: Db, actor: Actor, input: GeneralSettingsInput) {
  assertCan(actor, 'firm.settings');
  return db.transaction(async (tx) => {
    const firm = await lockFirm(tx, actor.firmId);
    if (!firm) throw notFound();
    if (await subdomainTakenByOther(tx, actor.firmId, input.subdomain_url)) {
      throw new AppError('validation_failed', SUBDOMAIN_TAKEN, { subdomain_url: SUBDOMAIN_TAKEN });
    }
    const before = {
      name: firm.name,
      subdomain_url: firm.subdomainUrl,
      time_zone: firm.timeZone,
      questionnaire_reminder_frequency: firm.questionnaireReminderFrequency,
    };
    await updateFirmRow(tx, actor.firmId, {
      name: input.name,
      subdomainUrl: input.subdomain_url,
      timeZone: input.time_zone,
      questionnaireReminderFrequency: input.questionnaire_reminder_frequency,
    });
    await recordSettingsChange(tx, actor, 'General', settingChanges(before, input));
  });
}

/**
 * Firm settings → Preferences: the flags a partner sends are merged into the stored ones; the activity log
 * names each flag that changed. The result is read back through the schema, so defaults show as they apply.
 */
export async function updatePreferences(db: Db, actor: Actor, update: PreferencesUpdate) {
  assertCan(actor, 'firm.settings');
  return db.transaction(async (tx) => {
    const firm = await lockFirm(tx, actor.firmId);
    if (!firm) throw notFound();
    const before = readFirmPreferences(firm.preferences);
    const stored = { ...(firm.preferences as Record<string, unknown>), ...update };
    await updateFirmRow(tx, actor.firmId, { preferences: stored });
    await recordSettingsChange(tx, actor, 'Preferences', settingChanges(before, update));
    return readFirmPreferences(stored);
  });
}

/**
 * GET /api/integrations/check_stripe_integration (spec 002 §7), for advisors: whether card payments go
 * through Stripe or the built-in test mode, and what each outside service adds (the Integrations section).
 */
export function integrationStatus(deps: AppDeps, actor: Actor) {
  assertCan(actor, 'firm.read');
  const c = deps.config;
  const stripe = deps.payments.kind === 'stripe';
  return {
    is_connected: stripe,
    // A Stripe test key (sk_test_…) takes no real money either.
    mode: !stripe ? 'built_in_test' : c.STRIPE_SECRET_KEY?.startsWith('sk_test_') ? 'stripe_test' : 'stripe_live',
    services: {
      email: c.SMTP_URL ? 'smtp' : 'outbox',
      sms: c.TWILIO_ACCOUNT_SID && c.TWILIO_AUTH_TOKEN ? 'twilio' : 'outbox',
      ai: deps.ai ? 'connected' : 'off',
      storage: c.S3_BUCKET ? 's3' : 'local',
    },
  } satisfies IntegrationStatus;
}

/**
 * The Guide's checklist: which first steps the firm has taken, read from what it has done (issue 38 §2), with a step
 * for each area its preferences switch on.
 */
export async function guideChecklist(db: Db, actor: Actor) {
  assertCan(actor, 'staff.any');
  const [p, firm] = await Promise.all([guideProgress(db, actor.firmId), findFirm(db, actor.firmId)]);
  const done: Record<GuideStepKey, boolean> = {
    create_client: p.clientAdded,
    send_questionnaire: p.questionnaireSent,
    upload_return: p.returnUploaded,
    invite_staff: p.staffInvited,
    deliver_return: p.returnSent,
    request_signature: p.signatureSent,
    review_documents: p.documentsRead,
    automate_workflow: p.workflow,
  };
  return {
    steps: guideStepsFor(readFirmPreferences(firm?.preferences)).map((key) => ({ key, done: done[key] })),
  } satisfies GuideChecklist;
}
