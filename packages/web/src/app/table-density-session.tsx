import type { CurrentUserResponse, TableDensity } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TableDensityProvider } from '../components/data-table/table-density';
import { currentUserQueryKey } from '../features/session/api/get-current-user';
import { updateTableDensity } from '../features/users/api/update-table-density';

/**
 * The staff tables' row density from the signed-in user's preferences; a change shows at once and is saved to
 * them, so it is the same on their next visit and on another browser. A failed save puts the old one back.
 */
export function SessionTableDensity({ session, children }: { session: CurrentUserResponse; children: ReactNode }) {
  const queryClient = useQueryClient();
  const withDensity = (density: TableDensity) => (s: CurrentUserResponse | null | undefined) =>
    s ? { ...s, user: { ...s.user, preferences: { ...s.user.preferences, table_density: density } } } : s;
  const save = useMutation({
    mutationFn: updateTableDensity,
    onMutate: (density) => {
      const before = session.user.preferences.table_density;
      queryClient.setQueryData<CurrentUserResponse | null>(currentUserQueryKey, withDensity(density));
      return { before };
    },
    onError: (_e, _density, context) => {
      if (context)
        queryClient.setQueryData<CurrentUserResponse | null>(currentUserQueryKey, withDensity(context.before));
    },
  });
  return (
    <TableDensityProvider density={session.user.preferences.table_density} onChange={(d) => save.mutate(d)}>
      {children}
    </TableDensityProvider>
  );
}
