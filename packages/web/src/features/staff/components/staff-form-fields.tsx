import { NativeSelect } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  FIRM_ACCESS_DESCRIPTIONS,
  FIRM_ACCESS_LABELS,
  FIRM_ACCESS_LEVELS,
  type FirmAccess,
  type FirmGroup,
} from '@portal/domain';

export interface AccessValues {
  firm_access: FirmAccess | '';
  /** The group's id as the select holds it; '' for none. */
  group_id: string;
}

export const groupIdOf = (value: string): number | null => (value ? Number(value) : null);

/**
 * The access level and firm group selects. Group access only makes sense with groups, so it is offered
 * when the firm has them (or when the person already has it).
 */
export function AccessFields<V extends AccessValues>({
  form,
  groups,
  current,
}: {
  form: UseFormReturnType<V>;
  /** The firm's groups, or none when firm groups are off. */
  groups: FirmGroup[];
  current?: FirmAccess | null;
}) {
  const levels = FIRM_ACCESS_LEVELS.filter((l) => l !== 'group' || groups.length > 0 || current === 'group');
  return (
    <>
      <NativeSelect
        label="Access level"
        withAsterisk
        // What the chosen level may do, beside the choice (issue 38 §6).
        description={
          form.values.firm_access === ''
            ? 'Choose what this person may see and do.'
            : FIRM_ACCESS_DESCRIPTIONS[form.values.firm_access]
        }
        data={[
          ...(form.values.firm_access === '' ? [{ value: '', label: 'Choose an access level' }] : []),
          ...levels.map((l) => ({ value: l, label: FIRM_ACCESS_LABELS[l] })),
        ]}
        {...form.getInputProps('firm_access')}
      />
      {groups.length > 0 ? (
        <NativeSelect
          label="Firm group"
          withAsterisk={form.values.firm_access === 'group'}
          description="A group user sees only the users and entities of their group."
          data={[{ value: '', label: 'No group' }, ...groups.map((g) => ({ value: String(g.id), label: g.name }))]}
          {...form.getInputProps('group_id')}
        />
      ) : null}
    </>
  );
}
