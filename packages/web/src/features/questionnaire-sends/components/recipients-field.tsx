import {
  Alert,
  Button,
  MultiSelect,
  Stack,
  Text,
  type ComboboxItem,
  type MultiSelectProps,
  type OptionsFilter,
} from '@mantine/core';
import { entityChoice } from '@portal/domain';
import { Link } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { EntityOptionLabel } from '../../../components/entity-picker/entity-option-label';
import { useEntitySearch } from '../../../components/entity-picker/search-entities';
import { useEntitiesByIds } from '../api/send-options';
import { fieldId, type SendErrors } from './use-send-form';

export interface RecipientsFieldProps {
  /** Entities chosen before the dialog opened (an entity's page): shown, not editable. */
  fixedIds?: number[];
  entityTypes: string[];
  companyIds: number[];
  companyTypes: string[];
  onCompanies: (ids: number[]) => void;
  onTypes: (types: string[]) => void;
  errors: SendErrors;
}

const SHOWN_FIXED = 5;
const SEARCH_DEBOUNCE_MS = 300;
/** The server has already searched; filtering its answer again would hide matches on other fields. */
const keepAll: OptionsFilter = ({ options }) => options;

export function RecipientsField(props: RecipientsFieldProps) {
  return props.fixedIds && props.fixedIds.length > 0 ? (
    <FixedRecipients ids={props.fixedIds} error={props.errors.company_ids} />
  ) : (
    <PickRecipients {...props} />
  );
}

function FixedRecipients({ ids, error }: { ids: number[]; error?: string }) {
  const { data, isPending } = useEntitiesByIds(ids);
  const names = data?.map((e) => e.name) ?? [];
  const more = ids.length - Math.min(names.length, SHOWN_FIXED);
  return (
    <Stack gap={2} id={fieldId('company_ids')} tabIndex={-1}>
      <Text size="sm" fw={500}>
        Entities
      </Text>
      <Text size="sm">
        {isPending || names.length === 0
          ? `${ids.length} ${ids.length === 1 ? 'entity' : 'entities'}`
          : names.slice(0, SHOWN_FIXED).join(', ') + (more > 0 ? ` and ${more} more` : '')}
      </Text>
      {error ? (
        <Text size="sm" c="red.8">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

function PickRecipients({ entityTypes, companyIds, companyTypes, onCompanies, onTypes, errors }: RecipientsFieldProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Names of the picked entities, kept when a later search no longer returns them.
  const [names, setNames] = useState<Record<number, string>>({});
  const byTypes = companyTypes.length > 0;
  const results = useEntitySearch(debounced, !byTypes);

  // Spec 000 §5: a questionnaire goes to entities that can answer it, so the picker hides disabled ones
  // (inactive, read-only, non-paying without a temp email) and labels those without an email 'No email'.
  const choices = (results.data ?? [])
    .map((e) => ({ e, choice: entityChoice(e, { hideDisabled: true }) }))
    .filter(({ choice }) => !choice.hidden);
  const labels = new Map(choices.map(({ e, choice }) => [String(e.id), choice.label]));
  const data: ComboboxItem[] = choices.map(({ e, choice }) => ({
    value: String(e.id),
    label: e.name,
    disabled: choice.disabled,
  }));
  const renderOption: MultiSelectProps['renderOption'] = ({ option }) => (
    <EntityOptionLabel
      name={option.label}
      entity={results.data?.find((e) => String(e.id) === option.value)}
      label={labels.get(option.value) ?? null}
    />
  );
  for (const id of companyIds)
    if (!data.some((o) => o.value === String(id))) data.push({ value: String(id), label: names[id] ?? `Entity ${id}` });

  const pickCompanies = (values: string[]) => {
    const found = Object.fromEntries((results.data ?? []).map((e) => [e.id, e.name]));
    setNames((prev) => ({ ...prev, ...found }));
    onCompanies(values.map(Number));
  };

  // A firm with no entities at all (no search typed, none found): say so and where to add one.
  const noEntities =
    !debounced && !byTypes && results.isSuccess && results.data.length === 0 && companyIds.length === 0;
  return (
    <Stack gap="sm">
      {noEntities ? (
        <Alert color="blue" variant="light" role="status" title="You have no clients yet">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Add a client and their entity first, then send them this questionnaire.</Text>
            <Button component={Link} to="/clients?create=1" size="xs">
              Add a client
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <MultiSelect
        id={fieldId('company_ids')}
        label="Entities"
        placeholder={companyIds.length > 0 ? undefined : 'Search by entity, owner name or email, or ID'}
        description={byTypes ? 'Clear the entity types to pick entities.' : undefined}
        data={data}
        renderOption={renderOption}
        value={companyIds.map(String)}
        onChange={pickCompanies}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={keepAll}
        disabled={byTypes}
        nothingFoundMessage={results.isFetching ? 'Searching…' : 'No entities found'}
        error={errors.company_ids}
        comboboxProps={{ withinPortal: true }}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear entities' }}
      />
      <MultiSelect
        id={fieldId('company_types')}
        label="Entity types"
        // Spec 001 §5: bulk selection by entity type only when no company is selected.
        description={companyIds.length > 0 ? 'Sending to entity types needs no entity selected.' : undefined}
        data={entityTypes}
        value={companyTypes}
        onChange={onTypes}
        disabled={companyIds.length > 0}
        error={errors.company_types}
        comboboxProps={{ withinPortal: true }}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear entity types' }}
      />
    </Stack>
  );
}
