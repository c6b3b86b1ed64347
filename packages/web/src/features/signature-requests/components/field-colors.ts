import type { SIGNATURE_FIELD_KINDS } from '@portal/domain';

export type FieldKind = (typeof SIGNATURE_FIELD_KINDS)[number];

export const FIELD_KIND_LABELS: Record<FieldKind, string> = {
  signature: 'Signature',
  initials: 'Initials',
  date: 'Date',
};

/** One colour per signer, in their order; dark enough for a 3:1 border and readable labels. */
const SIGNER_COLOURS = ['blue', 'grape', 'teal', 'orange', 'pink', 'indigo', 'cyan', 'lime'] as const;

export const signerColour = (signerIds: readonly number[], signerId: number): string =>
  SIGNER_COLOURS[Math.max(0, signerIds.indexOf(signerId)) % SIGNER_COLOURS.length]!;

/** A new field's size as a fraction of the page, about what the portal proposes for a letter page. */
export const DEFAULT_FIELD_SIZE: Record<FieldKind, { width: number; height: number }> = {
  signature: { width: 0.33, height: 0.036 },
  initials: { width: 0.1, height: 0.036 },
  date: { width: 0.18, height: 0.036 },
};

/** A field placed with its top-left corner at the click, moved back inside the page if it would overflow. */
export function placeField(kind: FieldKind, x: number, y: number) {
  const { width, height } = DEFAULT_FIELD_SIZE[kind];
  return {
    x: Math.min(Math.max(0, x), 1 - width),
    y: Math.min(Math.max(0, y), 1 - height),
    width,
    height,
  };
}
