import { Anchor, Text } from '@mantine/core';
import { ENTITY_SORT_FIELDS, type EntityListItem } from '@portal/domain';
import { Link } from 'react-router';
import type { DataColumn } from '../../../components/data-table/data-table';
import { listFilters, listParams, listQueryFilters } from '../../../components/data-table/list-filters';
import { dateColumns, ListTable, statusColumn } from '../../../components/data-table/list-table';
import type { ListRow, ListTableScreenProps } from '../../../components/data-table/list-table';
import { useServerTable } from '../../../components/data-table/use-server-table';
import { displayEmail } from '../../../lib/format';
import { stringList } from '../../../lib/table-filters';
import { useEntityList, type EntityFilters } from '../api/list-entities';

const filterSpec = listFilters({
  statuses: { all: 'All', active: 'Active', inactive: 'Inactive', deleted: 'Deleted' },
  own: { entityTypes: [] as string[] },
  readOwn: (stored, defaults) => ({ entityTypes: stringList(stored.entityTypes) ?? defaults.entityTypes }),
});

export type EntityTableFilters = typeof filterSpec.defaultFilters;

export const toEntityFilters = (f: EntityTableFilters): EntityFilters => ({
  ...(f.entityTypes.length > 0 ? { entity_type: f.entityTypes } : {}),
  ...(f.status === 'active' || f.status === 'inactive' ? { inactive: f.status === 'inactive' } : {}),
  ...listQueryFilters(f),
});

const baseColumns: DataColumn<EntityListItem>[] = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    alwaysShown: true,
    // One line, like the other cells, so that 15 or more rows fit on a 900 px screen (issue 21 §8).
    nowrap: true,
    render: (e) => (
      <Anchor component={Link} to={`/admin/${e.hash_id}`} fw={500}>
        {e.name}
      </Anchor>
    ),
  },
  { key: 'entity_type', header: 'Type', sortKey: 'entity_type', nowrap: true, render: (e) => e.entity_type },
  {
    key: 'primary_contact',
    header: 'Primary contact',
    sortKey: 'primary_contact',
    render: (e) =>
      // One line, so that 15 or more rows fit on a 900 px screen (issue 21 §8).
      e.primary_contact_name ? (
        <Text size="sm" lineClamp={1}>
          {e.primary_contact_name}{' '}
          <Text span size="xs" c="dimmed">
            {displayEmail(e.primary_contact_email)}
          </Text>
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ),
  },
  {
    key: 'owners',
    header: 'Owners',
    render: (e) => {
      const names = e.owners.map((o) => o.full_name).join(', ');
      return (
        <Text size="sm" lineClamp={1} title={names}>
          {names}
        </Text>
      );
    },
  },
  statusColumn((e) => !e.inactive, ['Active', 'Inactive']),
  ...dateColumns<EntityListItem>(),
];

export interface EntitiesTableProps extends ListTableScreenProps<EntityListItem> {
  entityTypes: string[];
}

const entityRow: ListRow<EntityListItem> = { id: (e) => e.id, label: (e) => e.name, tags: (e) => e.entity_tags };

/** The Entities table at /admin (spec 000 §2): server paging, sorting, search and filters. */
export function EntitiesTable({ entityTypes, ...screen }: EntitiesTableProps) {
  const t = useServerTable({
    table: 'entities',
    sortFields: ENTITY_SORT_FIELDS,
    defaultSort: 'name',
    defaultFilters: filterSpec.defaultFilters,
    readFilters: filterSpec.readFilters,
  });
  const list = useEntityList(listParams(t, screen.groupScope, toEntityFilters(t.filters)));

  return (
    <ListTable
      {...screen}
      table={t}
      label="Entities"
      searchPlaceholder="Entity name or email"
      ownFilter={{
        label: 'Entity type',
        placeholder: 'All types',
        data: [...new Set([...entityTypes, ...t.filters.entityTypes])],
        value: t.filters.entityTypes,
        onChange: (entityTypes) => t.setFilters({ entityTypes }),
      }}
      filterSpec={filterSpec}
      row={entityRow}
      columns={baseColumns}
      query={list}
      rows={list.data?.entities}
      errorMessage="Failed to fetch companies"
      minWidth={1000}
      emptyText={{ filtered: 'No entity matches the search or filters.', none: 'There are no entities yet.' }}
    />
  );
}
