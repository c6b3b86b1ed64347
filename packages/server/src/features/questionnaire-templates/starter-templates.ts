import { and, eq, isNotNull } from 'drizzle-orm';
import type { SectionDefinition } from '@portal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaireTemplates } from '../../db/schema/index.ts';
import { businessSections } from './starter-templates/business.ts';
import { passThroughSections } from './starter-templates/entities.ts';
import { farmSections } from './starter-templates/farm.ts';
import { generalSections } from './starter-templates/general.ts';
import { rentalSections } from './starter-templates/rental.ts';

export interface StarterTemplate {
  /** Stored as built_in_key: one copy per firm, and a firm that deletes it does not get it back. */
  key: string;
  name: string;
  description: string;
  sections: () => SectionDefinition[];
}

/** The tax topics of spec 001 §3, shipped so a new firm can send a questionnaire on day one. */
export const STARTER_TEMPLATES: readonly StarterTemplate[] = [
  {
    key: 'general_qa',
    name: 'General Tax Organizer',
    description: 'Individual returns (Form 1040): family, income, deductions, K-1s and estimated payments.',
    sections: generalSections,
  },
  {
    key: 'schedule_e_rental',
    name: 'Rental Activity (Schedule E)',
    description: 'One rental property: its income, expenses, vehicle use and new assets.',
    sections: rentalSections,
  },
  {
    key: 'schedule_c_business',
    name: 'Business (Schedule C)',
    description: 'A sole proprietorship: income, cost of goods sold, expenses, home office, vehicles and payroll.',
    sections: businessSections,
  },
  {
    key: 'schedule_f_farm',
    name: 'Farm (Schedule F)',
    description: 'A farm: sales, program payments, farm expenses, vehicles, new assets and payroll.',
    sections: farmSections,
  },
  {
    key: 's_corporations_and_partnerships',
    name: 'S Corporations and Partnerships',
    description: 'Forms 1120-S and 1065: financial statements, ownership, payroll, assets and K-1 investments.',
    sections: passThroughSections,
  },
];

/**
 * Gives the firm the starter templates it has never had. Reading the keys first keeps the common case (all
 * present) to one small query; the conflict clause covers two requests racing to insert the same one.
 */
export async function ensureStarterTemplates(db: DbOrTx, firmId: number): Promise<void> {
  const present = await db
    .select({ key: questionnaireTemplates.builtInKey })
    .from(questionnaireTemplates)
    .where(and(eq(questionnaireTemplates.firmId, firmId), isNotNull(questionnaireTemplates.builtInKey)));
  const have = new Set(present.map((r) => r.key));
  const missing = STARTER_TEMPLATES.filter((s) => !have.has(s.key));
  if (!missing.length) return;
  await db
    .insert(questionnaireTemplates)
    .values(
      missing.map((s) => ({
        firmId,
        name: s.name,
        description: s.description,
        definition: s.sections(),
        builtInKey: s.key,
      })),
    )
    .onConflictDoNothing({ target: [questionnaireTemplates.firmId, questionnaireTemplates.builtInKey] });
}
