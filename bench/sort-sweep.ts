// Every sort order of every list that offers one (Entities, Users, Collect, Deliver and signature requests), each
// direction, page 1 and the middle page, one request at a time with each answer made (issue 39, acceptance: ≤ 20 ms
// for page 1, ≤ 50 ms for the middle page).
import {
  COLLECT_SORTS,
  ENTITY_SORT_FIELDS,
  SIGNATURE_REQUEST_SORTS,
  TAX_RETURN_SORTS,
  USER_SORT_FIELDS,
} from '../packages/domain/src/index.ts';
import { json, serial } from './load.ts';
import { verdict } from './verdict.ts';

export const PAGE_ONE_MS = 20;
export const MIDDLE_PAGE_MS = 50;

interface SweptList {
  name: string;
  /** The list's page 1 URL with its page size (`rows_per_page` or `per_page`). */
  url: string;
  sorts: readonly string[];
  /** Where the total is in the answer, or for a list that pages by "has more" without one, how many rows it has. */
  total: { field: string } | { rows: number };
  /** The number of the first page (0 or 1). */
  firstPage: number;
}

/** The lists of a firm generated with `rows` of each (large-firm.ts): Deliver and signature requests have no total. */
const listsOf = (rows: number): SweptList[] => [
  {
    name: 'entities',
    url: '/api/v2/entities?rows_per_page=25',
    sorts: ENTITY_SORT_FIELDS,
    total: { field: 'total' },
    firstPage: 0,
  },
  {
    name: 'users',
    url: '/api/v2/users?rows_per_page=25',
    sorts: USER_SORT_FIELDS,
    total: { field: 'total' },
    firstPage: 0,
  },
  {
    name: 'collect',
    url: '/api/v2/questionnaires?per_page=25',
    sorts: COLLECT_SORTS,
    total: { field: 'count' },
    firstPage: 1,
  },
  { name: 'deliver', url: '/api/tax_returns?per_page=20', sorts: TAX_RETURN_SORTS, total: { rows }, firstPage: 1 },
  {
    name: 'signatures',
    url: '/api/signature_requests?per_page=20',
    sorts: SIGNATURE_REQUEST_SORTS,
    total: { rows },
    firstPage: 1,
  },
];

/**
 * Prints one line per list, sort and direction of a firm generated with `rows` of each; resolves whether every one
 * was within its limit.
 */
export async function sortSweep(
  base: string,
  headers: Record<string, string>,
  rows: number,
  runs = 7,
): Promise<boolean> {
  let ok = true;
  let within = 0;
  let urls = 0;
  console.log(
    `  every sort order, one request at a time (median of ${runs}, made): page 1 ≤ ${PAGE_ONE_MS} ms, middle page ≤ ${MIDDLE_PAGE_MS} ms`,
  );
  for (const list of listsOf(rows)) {
    const total =
      'rows' in list.total ? list.total.rows : Number((await json(`${base}${list.url}`, headers))[list.total.field]);
    const perPage = Number(/per_page=(\d+)/.exec(list.url)![1]);
    const middle = list.firstPage + Math.floor(Math.ceil(total / perPage) / 2);
    for (const sort of list.sorts) {
      for (const descending of [false, true]) {
        const url = `${base}${list.url}&sort_by=${sort}&descending=${descending}`;
        const first = await serial(url, headers, runs);
        const mid = await serial(`${url}&page=${middle}`, headers, runs);
        const pass = first <= PAGE_ONE_MS && mid <= MIDDLE_PAGE_MS;
        within += Number(first <= PAGE_ONE_MS) + Number(mid <= MIDDLE_PAGE_MS);
        urls += 2;
        if (!pass) ok = false;
        console.log(
          `    ${`${list.name} by ${sort}${descending ? ' descending' : ''}`.padEnd(44)} page 1 ${`${first.toFixed(1)} ms`.padStart(9)}   page ${middle} ${`${mid.toFixed(1)} ms`.padStart(9)}  ${verdict(pass)}`,
        );
      }
    }
  }
  console.log(`  every sort order: ${within}/${urls} URLs within their limit  ${verdict(ok)}`);
  return ok;
}
