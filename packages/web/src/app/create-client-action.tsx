import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { entityKeys } from '../features/entities/api/entity-keys';
import type { CreateClientResult } from '../features/users/api/create-client';
import { CreateClientDialog } from '../features/users/components/create-client-dialog';
import { useFirmEntityTypes } from './entity-types';
import { groupScopeOf } from './firm-scope';
import { useSession } from './session';

/**
 * The Create User and Entity dialog as both tables open it: on success the tables refresh and the
 * browser goes to the new entity. `?create=1` opens it on arrival (the first-run card's Add a client).
 */
export function useCreateClientAction() {
  const session = useSession();
  const [opened, { open, close }] = useDisclosure(false);
  const [params, setParams] = useSearchParams();
  const askedToCreate = params.get('create') === '1';
  useEffect(() => {
    if (!askedToCreate) return;
    open();
    setParams(
      (p) => {
        p.delete('create');
        return p;
      },
      { replace: true },
    );
  }, [askedToCreate, open, setParams]);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const entityTypes = useFirmEntityTypes({ withCustom: true });
  const onCreated = useCallback(
    async (result: CreateClientResult) => {
      await queryClient.invalidateQueries({ queryKey: entityKeys.all });
      void navigate(`/admin/${result.company_hash_id}`);
    },
    [queryClient, navigate],
  );
  const scope = session ? groupScopeOf(session) : { enabled: false, groups: [] };
  const dialog = (
    <CreateClientDialog
      opened={opened}
      onClose={close}
      entityTypes={entityTypes}
      groupsEnabled={scope.enabled}
      groups={scope.groups}
      fixedGroupId={scope.fixedGroupId}
      onCreated={(result) => void onCreated(result)}
    />
  );
  return { open, dialog };
}
