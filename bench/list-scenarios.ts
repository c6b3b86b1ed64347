/**
 * The list scenarios issue 22 measures (page 1, last page, a search and a filter of each list), shared by
 * bench/lists-load.ts and bench/profile-lists.ts. `total` reads a list's first page's total (or count).
 */
export async function listScenarios(
  total: (list: string, field: string) => Promise<number>,
  partnerId: number,
): Promise<Array<[string, string]>> {
  const lastPage = async (list: string, perPage: number, field: string, firstPage: number) =>
    firstPage + Math.max(0, Math.ceil((await total(list, field)) / perPage) - 1);
  const entitiesLast = await lastPage('/api/v2/entities?rows_per_page=25', 25, 'total', 0);
  const usersLast = await lastPage('/api/v2/users?rows_per_page=25', 25, 'total', 0);
  const collectLast = await lastPage('/api/v2/questionnaires?per_page=25', 25, 'count', 1);
  const conversationsLast = await lastPage('/api/v2/conversations?per_page=20', 20, 'total', 0);
  const entityFilter = encodeURIComponent(JSON.stringify({ entity_type: ['Trust'], inactive: false }));
  const userFilter = encodeURIComponent(JSON.stringify({ assigned_advisor_id: [partnerId] }));
  return [
    ['entities page 1', '/api/v2/entities?rows_per_page=25'],
    ['entities last page', `/api/v2/entities?rows_per_page=25&page=${entitiesLast}`],
    ['entities search', '/api/v2/entities?rows_per_page=25&search=garcia%20trust'],
    ['entities filter', `/api/v2/entities?rows_per_page=25&filters=${entityFilter}&sort_by=updated_at&descending=true`],
    ['users page 1', '/api/v2/users?rows_per_page=25'],
    ['users last page', `/api/v2/users?rows_per_page=25&page=${usersLast}`],
    ['users search', '/api/v2/users?rows_per_page=25&search=client1234'],
    ['users filter', `/api/v2/users?rows_per_page=25&filters=${userFilter}`],
    ['collect page 1', '/api/v2/questionnaires?per_page=25'],
    ['collect last page', `/api/v2/questionnaires?per_page=25&page=${collectLast}`],
    ['collect search', '/api/v2/questionnaires?per_page=25&search_term=Garcia%20Trust%2012'],
    ['collect filter', '/api/v2/questionnaires?per_page=25&status=completed&tax_year=2024'],
    ['conversations page 1', '/api/v2/conversations?per_page=20'],
    ['conversations last page', `/api/v2/conversations?per_page=20&page=${conversationsLast}`],
    ['conversations search', '/api/v2/conversations?per_page=20&search=garcia12'],
    ['conversations filter', '/api/v2/conversations?per_page=20&unread_only=true'],
  ];
}
