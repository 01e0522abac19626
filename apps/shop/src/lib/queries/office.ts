import type {
  ApprovalListQuery,
  ApprovalRejectBody,
  InvitationCreate,
  MemberLimitBody,
  OfficeRole,
} from '@careshop/validation';
import * as shopRoutes from '@careshop/validation/shop-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';

// Company accounts (issue 29, decision 330): the office's colleagues and invitations for its
// administrators, and the approval requests. Every change reads the lists again.

const membersKey = ['office-members'] as const;
const approvalsKey = ['approval-requests'] as const;

/** `GET /office/members`: the office's members and open invitations (administrators). */
export function useOfficeMembers(enabled = true) {
  return useQuery({
    queryKey: membersKey,
    queryFn: ({ signal }) => api.call(shopRoutes.officeMembers, {}, { signal }),
    enabled,
    retry: false,
  });
}

function useMembersMutation<I, O>(work: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}

export function useSetMemberRole() {
  return useMembersMutation(({ id, role }: { id: number; role: OfficeRole }) =>
    api.call(shopRoutes.setMemberRole, { params: { id }, body: { role } }),
  );
}

export function useSetMemberLimit() {
  return useMembersMutation(({ id, body }: { id: number; body: MemberLimitBody }) =>
    api.call(shopRoutes.setMemberLimit, { params: { id }, body }),
  );
}

export function useRemoveMember() {
  return useMembersMutation((id: number) => api.call(shopRoutes.removeMember, { params: { id } }));
}

export function useInviteMember() {
  return useMembersMutation((body: InvitationCreate) =>
    api.call(shopRoutes.inviteMember, { body }),
  );
}

export function useRevokeInvitation() {
  return useMembersMutation((id: number) =>
    api.call(shopRoutes.revokeInvitation, { params: { id } }),
  );
}

/** `GET /invitation/:token` (public): what the registration form is pre-filled with. */
export function useInvitation(token: string | undefined) {
  return useQuery({
    queryKey: ['invitation', token ?? ''],
    queryFn: ({ signal }) =>
      api.call(shopRoutes.invitation, { params: { token: token ?? '' } }, { signal }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The caller's own requests (`mine`) or the colleagues' they may decide (`to_decide`). */
export function useApprovalRequests(query: ApprovalListQuery, enabled = true) {
  return useQuery({
    queryKey: [...approvalsKey, 'list', query.scope, query.status ?? ''],
    queryFn: ({ signal }) => api.call(shopRoutes.approvalRequests, { query }, { signal }),
    enabled,
    retry: false,
    staleTime: 10_000,
  });
}

/** One approval request. */
export function useApprovalRequest(id: number) {
  return useQuery({
    queryKey: [...approvalsKey, 'one', id],
    queryFn: ({ signal }) => api.call(shopRoutes.approvalRequest, { params: { id } }, { signal }),
    retry: false,
    staleTime: 0,
  });
}

function useApprovalMutation<I, O>(work: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: work,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: approvalsKey });
      // An approval places an order: the order lists and the cart's limits change.
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export function useApproveRequest() {
  return useApprovalMutation((id: number) =>
    api.call(shopRoutes.approveRequest, { params: { id } }),
  );
}

export function useRejectRequest() {
  return useApprovalMutation(({ id, body }: { id: number; body: ApprovalRejectBody }) =>
    api.call(shopRoutes.rejectRequest, { params: { id }, body }),
  );
}

export function useWithdrawRequest() {
  return useApprovalMutation((id: number) =>
    api.call(shopRoutes.withdrawRequest, { params: { id } }),
  );
}
