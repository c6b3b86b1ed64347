import { Alert, Center, Loader } from '@mantine/core';
import type { TaxReturnDetail } from '@portal/domain';
import type { ReactNode } from 'react';
import { useTaxReturn } from './get-tax-return';

/** One return, read for staff or its client: the error as the server says it, a loader, then `children`. */
export function TaxReturnLoader({
  taxReturnId,
  loadingLabel,
  children,
}: {
  taxReturnId: number;
  loadingLabel: string;
  children: (detail: TaxReturnDetail) => ReactNode;
}) {
  const detail = useTaxReturn(taxReturnId);
  if (detail.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {detail.error.message}
      </Alert>
    );
  if (!detail.data)
    return (
      <Center py="xl">
        <Loader aria-label={loadingLabel} />
      </Center>
    );
  return children(detail.data);
}
