import { userMessages } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-keys';

/** POST /api/users/update_client_assignments {advisorId (-1 none), clientIds} → {message: 'Success!'}. */
export const updateClientAssignments = (advisorId: number, clientIds: number[]) =>
  api.post<{ message: string }>('/api/users/update_client_assignments', { advisorId, clientIds });

export const isAssignmentSuccess = (answer: { message?: string } | undefined) =>
  answer?.message === userMessages.assignmentSuccess;

export const useUpdateClientAssignments = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ advisorId, clientIds }: { advisorId: number; clientIds: number[] }) =>
      updateClientAssignments(advisorId, clientIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
};
