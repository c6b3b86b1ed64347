import { integrationStatusSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { firmKeys } from './firm-keys';

/** GET /api/integrations/check_stripe_integration: card payments and the other outside services. */
export const getIntegrations = async () =>
  integrationStatusSchema.parse(await api.get<unknown>('/api/integrations/check_stripe_integration'));

export const integrationsQueryOptions = () =>
  queryOptions({ queryKey: firmKeys.integrations(), queryFn: getIntegrations, staleTime: 60_000 });

export const useIntegrations = () => useQuery(integrationsQueryOptions());
