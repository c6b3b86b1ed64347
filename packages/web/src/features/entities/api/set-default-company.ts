import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/set_default_company: the entity the client starts on next time (answers 204). */
export const setDefaultCompany = (companyId: number) => api.post<void>('/api/set_default_company', { companyId });

export const useSetDefaultCompany = () => useMutation({ mutationFn: setDefaultCompany });
