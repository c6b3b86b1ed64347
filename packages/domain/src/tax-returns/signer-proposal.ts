import type { ProposedESignForm } from './page-classifier.ts';
import type { SignerRole } from './tax-return.schemas.ts';

export interface ProposalPerson {
  id: number;
  fname: string;
  lname: string;
}

/** The people of an entity a proposal may name: who signs as taxpayer or officer, and the entity's spouse. */
export interface EntitySigners {
  /** The primary contact, else the first owner; null for an entity without owners. */
  taxpayer: (ProposalPerson & { primary: boolean }) | null;
  /** The entity's spouse (spec 000 §5), when it has one among its owners. */
  spouse: ProposalPerson | null;
}

/** Why the portal proposed a form's signers, and what staff should check, as the staff view shows them. */
export interface SignerProposal {
  signers: { user_id: number; role: SignerRole }[];
  reasons: string[];
  warnings: string[];
}

const nameOf = (p: ProposalPerson) => `${p.fname} ${p.lname}`.trim();

export const signerProposalMessages = {
  noOwner: 'The entity has no owners to sign this form. Add an owner to the entity, then choose the signer.',
  noSpouse:
    "This form has a spouse's signature line, but the entity has no spouse. If this is a joint return, add the spouse to the entity and choose them as a signer before sending.",
  namedNoSpouse:
    'This form names a spouse, but the entity has no spouse. Add the spouse to the entity and choose them as a signer before sending.',
} as const;

/**
 * The signers of one proposed e-file authorization form among the entity's people (issue 37 §5): the taxpayer
 * (or an entity's officer) is the primary contact; a form with a spouse's signature line, or naming a spouse,
 * is signed by the entity's spouse too, and warns when the entity has none, since a joint 8879 the spouse never
 * signs cannot be filed.
 */
export function proposeSigners(
  form: Pick<ProposedESignForm, 'signers' | 'spouse'>,
  people: EntitySigners,
): SignerProposal {
  const proposal: SignerProposal = { signers: [], reasons: [], warnings: [] };
  const { taxpayer, spouse } = people;
  for (const role of form.signers) {
    if (role === 'spouse') {
      if (spouse && spouse.id !== taxpayer?.id) {
        proposal.signers.push({ user_id: spouse.id, role });
        proposal.reasons.push(
          `Spouse: ${nameOf(spouse)}, the entity's spouse (the form ${form.spouse === 'named' ? 'names a spouse' : "has a spouse's signature line"}).`,
        );
      } else {
        proposal.warnings.push(
          form.spouse === 'named' ? signerProposalMessages.namedNoSpouse : signerProposalMessages.noSpouse,
        );
      }
      continue;
    }
    if (!taxpayer) {
      proposal.warnings.push(signerProposalMessages.noOwner);
      continue;
    }
    proposal.signers.push({ user_id: taxpayer.id, role });
    const who = taxpayer.primary ? "the entity's primary contact" : "the entity's first owner";
    proposal.reasons.push(
      role === 'officer'
        ? `Officer: ${nameOf(taxpayer)}, ${who} (an entity's authorization is signed by an officer).`
        : `Taxpayer: ${nameOf(taxpayer)}, ${who}.`,
    );
  }
  return proposal;
}
