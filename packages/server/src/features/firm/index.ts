/** The firm feature's public entry: what other features may use. */
export { recordSettingsChange } from './settings-audit.ts';
export { findFirm, listFirmGroups } from './firm.repo.ts';
export { presentFirm } from './firm.presenter.ts';
