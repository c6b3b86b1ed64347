import { useMatches } from 'react-router';
import { NotBuiltYet } from '../../components/not-built-yet';
import type { RouteHandle } from '../route-table';

export function Component() {
  const matches = useMatches();
  const feature = matches.map((m) => (m.handle as RouteHandle | undefined)?.feature).findLast(Boolean) ?? 'This page';
  return <NotBuiltYet feature={feature} />;
}
