import { describe, expect, it } from 'vitest';
import { advisorDepositTransitions, canAdvisorSetDeposit, canPayDeposit, depositBlocks } from './deposit.ts';
import type { SectionLike } from './questionnaire.types.ts';
import { applySignature, MARKED_NOT_NEEDED, signatureStatus, signerStatusText } from './signatures.ts';
import { firstSectionBlock, isAgreeDisabled, isSubmitStep, submitBlock } from './submit.ts';

describe('deposit', () => {
  it('only unpaid blocks', () => {
    expect(depositBlocks('unpaid')).toBe(true);
    for (const s of ['paid', 'marked_paid', 'payment_pending', 'pending', null] as const)
      expect(depositBlocks(s)).toBe(false);
    expect(isAgreeDisabled({ deposit_status: 'unpaid' })).toBe(true);
    expect(isAgreeDisabled({ deposit_status: 'paid' })).toBe(false);
  });
  it('advisors mark unpaid or pending as marked_paid, and marked_paid back to pending', () => {
    expect(advisorDepositTransitions('unpaid')).toEqual(['marked_paid']);
    expect(advisorDepositTransitions('pending')).toEqual(['marked_paid']);
    expect(advisorDepositTransitions('payment_pending')).toEqual(['marked_paid']);
    expect(advisorDepositTransitions('marked_paid')).toEqual(['pending']);
    expect(advisorDepositTransitions('paid')).toEqual([]);
    expect(canAdvisorSetDeposit('marked_paid', 'payment_pending')).toBe(true);
    expect(canAdvisorSetDeposit('unpaid', 'paid')).toBe(false);
    expect(canAdvisorSetDeposit('marked_paid', 'unpaid')).toBe(false);
    expect(canAdvisorSetDeposit('paid', 'pending')).toBe(false);
  });
  it('only client mode pays', () => {
    expect(canPayDeposit('client', 'unpaid')).toBe(true);
    expect(canPayDeposit('admin-preview', 'unpaid')).toBe(false);
    expect(canPayDeposit('client', 'paid')).toBe(false);
  });
});

const s = (id: number, section_type: number, p: Partial<SectionLike> = {}): SectionLike => ({ id, section_type, ...p });

describe('submit', () => {
  it('Next becomes Submit on the last section, a single section, or the review section', () => {
    const list = [s(1, 3), s(2, 4), s(3, 10)];
    expect(isSubmitStep(list, 0)).toBe(false);
    expect(isSubmitStep(list, 1)).toBe(true);
    expect(isSubmitStep(list, 2)).toBe(true);
    expect(isSubmitStep([s(1, 3)], 0)).toBe(true);
    expect(isSubmitStep(list, 5)).toBe(false);
    // type 4 read as signatures by its key is not a review step
    expect(isSubmitStep([s(1, 3), s(2, 4, { section_key: 'agreement_signature' }), s(3, 3)], 1)).toBe(false);
    expect(isSubmitStep([s(1, 3), s(2, 4), s(3, 3)], 1, { type4: 'signature' })).toBe(false);
  });
  it('first_section_required blocks Next unless the first section is marked completed or custom', () => {
    const msg = 'Please complete the first section before proceeding.';
    expect(firstSectionBlock([s(1, 3), s(2, 3)], 0, true)).toBe(msg);
    expect(firstSectionBlock([s(1, 3), s(2, 3)], 0, false)).toBeNull();
    expect(firstSectionBlock([s(1, 3, { marked_completed: true }), s(2, 3)], 0, true)).toBeNull();
    expect(firstSectionBlock([s(1, 0), s(2, 3)], 0, true)).toBeNull();
    expect(firstSectionBlock([s(1, 3, { section_key: 'custom' }), s(2, 3)], 0, true)).toBeNull();
    expect(firstSectionBlock([s(1, 3), s(2, 3)], 1, true)).toBeNull();
  });
  it('submission blockers in order', () => {
    const base = {
      mode: 'client' as const,
      questionnaire: { locked: false, deposit_status: null },
      sections: [s(1, 3)],
      agreed: false,
    };
    expect(submitBlock(base)).toBeNull();
    expect(submitBlock({ ...base, mode: 'admin-template' })).toBe('Template Preview cannot be submitted.');
    expect(submitBlock({ ...base, questionnaire: { locked: true, deposit_status: null } })).toBe(
      'Questionnaire is locked',
    );
    expect(submitBlock({ ...base, questionnaire: { locked: false, deposit_status: 'unpaid' } })).toMatch(/deposit/);
    expect(submitBlock({ ...base, sections: [s(1, 3), s(2, 4)] })).toMatch(/I Agree/);
    expect(submitBlock({ ...base, sections: [s(1, 3), s(2, 4)], agreed: true })).toBeNull();
    expect(submitBlock({ ...base, sections: [s(1, 3), s(2, 4)], readings: { type4: 'signature' } })).toBeNull();
  });
});

describe('signatures', () => {
  const sigs = [
    { id: 1, section_id: 9, user_name: 'Ann', signature: null },
    { id: 2, section_id: 9, user_name: 'Bo', signature: '' },
    { id: 3, section_id: 9, user_name: 'Cy', signature: 'Cy Old' },
    { id: 4, section_id: 8, user_name: 'Di', signature: null },
  ];
  it('statuses', () => {
    expect(signatureStatus({ signature: 'Ann Lee' })).toBe('signed');
    expect(signatureStatus({ signature: MARKED_NOT_NEEDED })).toBe('not_needed');
    expect(signatureStatus({ signature: '  ' })).toBe('pending');
  });
  it("with one signature per section, signing marks the section's other pending signatures Not Needed", () => {
    const out = applySignature(sigs, 1, ' Ann Lee ', {
      signedAt: '2026-01-01T00:00:00Z',
      requireOneSignaturePerSection: true,
    });
    expect(out.map((x) => x.signature)).toEqual(['Ann Lee', MARKED_NOT_NEEDED, 'Cy Old', null]);
    expect(sigs[1]?.signature).toBe('');
  });
  it('without the preference, only the signed one changes', () => {
    const out = applySignature(sigs, 1, 'Ann', {
      signedAt: '2026-01-01T00:00:00Z',
      requireOneSignaturePerSection: false,
    });
    expect(out.map((x) => x.signature)).toEqual(['Ann', '', 'Cy Old', null]);
  });
  it('signer status texts for advisors', () => {
    expect(signerStatusText({ user_name: 'Bo', signature: null })).toBe('Bo has not signed yet');
    expect(signerStatusText({ user_name: 'Bo', signature: MARKED_NOT_NEEDED })).toBe("Your signature isn't required");
    expect(signerStatusText({ user_name: 'Bo', signature: 'Bo' })).toBeNull();
  });
});
