import { describe, expect, it } from 'vitest';
import { proposeSigners, signerProposalMessages } from './signer-proposal.ts';

const tara = { id: 1, fname: 'Tara', lname: 'Jones', primary: true };
const liam = { id: 2, fname: 'Liam', lname: 'Jones' };

describe('proposeSigners (issue 37 §5)', () => {
  it("proposes the taxpayer and the entity's spouse for a form with a spouse's signature line, with the reasons", () => {
    const p = proposeSigners(
      { signers: ['taxpayer', 'spouse'], spouse: 'signature_line' },
      { taxpayer: tara, spouse: liam },
    );
    expect(p.signers).toEqual([
      { user_id: 1, role: 'taxpayer' },
      { user_id: 2, role: 'spouse' },
    ]);
    expect(p.reasons).toEqual([
      "Taxpayer: Tara Jones, the entity's primary contact.",
      "Spouse: Liam Jones, the entity's spouse (the form has a spouse's signature line).",
    ]);
    expect(p.warnings).toEqual([]);
  });

  it('warns, and proposes no spouse, when the entity has none', () => {
    const line = proposeSigners(
      { signers: ['taxpayer', 'spouse'], spouse: 'signature_line' },
      { taxpayer: tara, spouse: null },
    );
    expect(line.signers).toEqual([{ user_id: 1, role: 'taxpayer' }]);
    expect(line.warnings).toEqual([signerProposalMessages.noSpouse]);
    const named = proposeSigners(
      { signers: ['taxpayer', 'spouse'], spouse: 'named' },
      { taxpayer: tara, spouse: null },
    );
    expect(named.warnings).toEqual([signerProposalMessages.namedNoSpouse]);
  });

  it('never proposes the taxpayer as their own spouse', () => {
    const p = proposeSigners({ signers: ['taxpayer', 'spouse'], spouse: 'named' }, { taxpayer: tara, spouse: tara });
    expect(p.signers).toEqual([{ user_id: 1, role: 'taxpayer' }]);
    expect(p.warnings).toHaveLength(1);
  });

  it("leaves the spouse out of a form without a spouse's line, and names an entity's officer", () => {
    expect(proposeSigners({ signers: ['taxpayer'], spouse: null }, { taxpayer: tara, spouse: liam }).signers).toEqual([
      { user_id: 1, role: 'taxpayer' },
    ]);
    const officer = proposeSigners(
      { signers: ['officer'], spouse: null },
      { taxpayer: { ...tara, primary: false }, spouse: null },
    );
    expect(officer.signers).toEqual([{ user_id: 1, role: 'officer' }]);
    expect(officer.reasons[0]).toContain("the entity's first owner");
  });

  it('warns when the entity has no owner to sign', () => {
    const p = proposeSigners({ signers: ['taxpayer'], spouse: null }, { taxpayer: null, spouse: null });
    expect(p).toEqual({ signers: [], reasons: [], warnings: [signerProposalMessages.noOwner] });
  });
});
