import { Select, type ComboboxItem, type OptionsFilter, type SelectProps } from '@mantine/core';
import { entityChoice } from '@portal/domain';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { EntityOptionLabel } from './entity-option-label';
import { useEntitySearch, type EntityOption } from './search-entities';

const SEARCH_DEBOUNCE_MS = 300;
/** The server has already searched; filtering its answer again would hide matches on other fields. */
const keepAll: OptionsFilter = ({ options }) => options;

export interface EntityPickerProps {
  value: EntityOption | null;
  onChange: (entity: EntityOption | null) => void;
  error?: string;
  disabled?: boolean;
  /** The input's id, for the form's error focus. */
  id: string;
}

/**
 * The Entities selector (spec 002 §2 dialogs): exactly one entity, found by a server search on its name, its
 * owners' names and emails or its external id, each shown with its owners (issue 38 §4).
 */
export function EntityPicker({ value, onChange, error, disabled, id }: EntityPickerProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // Once picked, the box shows the entity's name; that is not a new search.
  const results = useEntitySearch(value && debounced === value.name ? '' : debounced);
  const found = results.data ?? [];
  // Spec 000 §5: inactive entities are listed disabled, labelled 'Inactive'; those whose contact has no
  // email (a temporary one) are labelled 'No email', as the return or request then reaches nobody by mail.
  const choices = new Map(found.map((e) => [String(e.id), entityChoice(e, { hideDisabled: false })]));
  const data: ComboboxItem[] = found.map((e) => ({
    value: String(e.id),
    label: e.name,
    disabled: choices.get(String(e.id))!.disabled,
  }));
  const renderOption: SelectProps['renderOption'] = ({ option }) => (
    <EntityOptionLabel
      name={option.label}
      entity={found.find((e) => String(e.id) === option.value)}
      label={choices.get(option.value)?.label ?? null}
    />
  );
  if (value && !found.some((e) => e.id === value.id)) data.unshift({ value: String(value.id), label: value.name });

  return (
    <Select
      id={id}
      label="Entity"
      placeholder="Search by entity, owner name or email, or ID"
      required
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear entity' }}
      data={data}
      renderOption={renderOption}
      value={value ? String(value.id) : null}
      onChange={(id) => {
        const hit = found.find((e) => String(e.id) === id);
        onChange(hit ? { id: hit.id, name: hit.name } : value && String(value.id) === id ? value : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={keepAll}
      nothingFoundMessage={results.isFetching ? 'Searching…' : 'No entities found'}
      error={error}
      disabled={disabled}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
