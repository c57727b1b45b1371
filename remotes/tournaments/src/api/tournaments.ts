import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, useCreating } from '@tightlines/kit';
import {
  profilesRoutes,
  tournamentsRoutes as routes,
  type AddPrize,
  type CreateTournament,
  type SubmitEntry,
  type TournamentListQuery,
} from '@tightlines/contracts';

/** Keys start with the route's path (spec §7: a read's key names its path), so a write refreshes everything under it. */
export const keys = {
  list: (filter: TournamentListQuery) => [routes.listTournaments.path, 'list', filter] as const,
  one: (id: string) => [routes.listTournaments.path, id] as const,
  part: (id: string, part: string) => [routes.listTournaments.path, id, part] as const,
};

const refreshTournament = (client: QueryClient, id: string) => client.invalidateQueries({ queryKey: keys.one(id) });
const refreshAll = (client: QueryClient) => client.invalidateQueries({ queryKey: [routes.listTournaments.path] });

export function useTournaments(filter: TournamentListQuery) {
  return useQuery({ queryKey: keys.list(filter), queryFn: ({ signal }) => api.call(routes.listTournaments, { query: filter, signal }) });
}

export function useTournament(id: string) {
  return useQuery({ queryKey: keys.one(id), queryFn: ({ signal }) => api.call(routes.tournament, { params: { id }, signal }) });
}

export const useParticipants = (id: string) =>
  useQuery({ queryKey: keys.part(id, 'participants'), queryFn: ({ signal }) => api.call(routes.participants, { params: { id }, signal }) });
export const useEntries = (id: string) =>
  useQuery({
    queryKey: keys.part(id, 'entries'),
    queryFn: ({ signal }) => api.call(routes.entries, { params: { id }, query: { limit: 100 }, signal }),
  });
export const useEntry = (id: string, entryId: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.part(id, `entry:${entryId}`),
    queryFn: ({ signal }) => api.call(routes.entry, { params: { id, entryId }, signal }),
    enabled,
  });
export const useLeaderboard = (id: string) =>
  useQuery({
    queryKey: keys.part(id, 'leaderboard'),
    queryFn: ({ signal }) => api.call(routes.leaderboard, { params: { id }, query: { limit: 50 }, signal }),
  });
export const usePrizes = (id: string) =>
  useQuery({ queryKey: keys.part(id, 'prizes'), queryFn: ({ signal }) => api.call(routes.prizes, { params: { id }, signal }) });
export const useReviewQueue = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.part(id, 'review'),
    queryFn: ({ signal }) => api.call(routes.reviewQueue, { params: { id }, signal }),
    enabled,
  });

export function useCreateTournament() {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (body: CreateTournament, idempotencyKey) => api.call(routes.createTournament, { body: body as never, idempotencyKey }),
    onSuccess: () => refreshAll(client),
  });
}

export function useJoin(id: string) {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (teamName: string, idempotencyKey) =>
      api.call(routes.join, { params: { id }, body: { teamName: teamName.trim() || null }, idempotencyKey }),
    onSuccess: () => refreshTournament(client, id),
  });
}

/** The organizer's invitation screen: who is invited, and their mates to pick from. */
export const useInvitations = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: keys.part(id, 'invitations'),
    queryFn: ({ signal }) => api.call(routes.invitations, { params: { id }, signal }),
    enabled,
  });

/** Anglers by name, to invite someone who is not a mate (2+ characters). */
export const useAnglerSearch = (q: string) =>
  useQuery({
    queryKey: [profilesRoutes.searchAnglers.path, q],
    queryFn: ({ signal }) => api.call(profilesRoutes.searchAnglers, { query: { q, limit: 8 }, signal }),
    enabled: q.trim().length >= 2,
  });

export function useInvite(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (anglerId: string) => api.call(routes.inviteAngler, { params: { id }, body: { anglerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.part(id, 'invitations') }),
  });
}

export function useUninvite(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (anglerId: string) => api.call(routes.uninviteAngler, { params: { id, anglerId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.part(id, 'invitations') }),
  });
}

export function useLeave(id: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => api.call(routes.leave, { params: { id } }), onSuccess: () => refreshTournament(client, id) });
}

export function useSubmitEntry(id: string) {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (body: SubmitEntry, idempotencyKey) =>
      api.call(routes.submitEntry, { params: { id }, body: body as never, idempotencyKey }),
    onSuccess: () => refreshTournament(client, id),
  });
}

export function useAddPrize(id: string) {
  const client = useQueryClient();
  return useCreating({
    mutationFn: (body: AddPrize, idempotencyKey) => api.call(routes.addPrize, { params: { id }, body: body as never, idempotencyKey }),
    onSuccess: () => refreshTournament(client, id),
  });
}

export function useJudge(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (verdict: { entryId: string; verify: true } | { entryId: string; verify: false; reason: string; note: string }) =>
      verdict.verify
        ? api.call(routes.verifyEntry, { params: { id, entryId: verdict.entryId } })
        : api.call(routes.rejectEntry, {
            params: { id, entryId: verdict.entryId },
            body: { reason: verdict.reason as never, note: verdict.note || null },
          }),
    onSuccess: () => refreshTournament(client, id),
  });
}

export function useChallenge(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => api.call(routes.challengeEntry, { params: { id, entryId }, body: {} }),
    onSuccess: () => refreshTournament(client, id),
  });
}

export function useAppeal(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, note }: { entryId: string; note: string }) =>
      api.call(routes.appealEntry, { params: { id, entryId }, body: { note } }),
    onSuccess: () => refreshTournament(client, id),
  });
}

export function useCancel(id: string) {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => api.call(routes.cancelTournament, { params: { id } }), onSuccess: () => refreshAll(client) });
}
