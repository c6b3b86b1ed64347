/** The firm feature's public entry: what other features may use. */
export { assertAssignableAdvisor, assertFirmGroup } from './assignment-rules.ts';
export { SUBDOMAIN_TAKEN } from './firm-settings.service.ts';
export { recordSettingsChange } from './settings-audit.ts';
export { findFirm, firmMailBrand, listFirmGroups } from './firm.repo.ts';
export { presentFirm } from './firm.presenter.ts';
export { firmCatalogues } from './firm-catalogues.repo.ts';
export { inActorGroup, companyInActorGroup } from './group-scope.ts';
export { confirmFirmEmail, holdingMailer, isFirmEmailConfirmed, releaseHeldMail } from './held-mail.ts';
