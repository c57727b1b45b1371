import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NEW_ANGLER_LOCATION_DEFAULTS, profilesRoutes, type LocationDefaults } from '@tightlines/contracts';
import { call, useAuth } from '@tightlines/kit';

const locationDefaultsKey = (userId: string | undefined) => ['location-defaults', userId] as const;

/**
 * The signed-in angler's two location defaults (what everyone and what mates see of a new catch or
 * trip). `defaults` is the new-angler defaults until the answer is in, so a dialog can open at once.
 */
export function useLocationDefaults() {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: locationDefaultsKey(user?.id),
    queryFn: ({ signal }) => call(profilesRoutes.locationDefaults, { params: { userId: user!.id }, signal }),
    enabled: !!user,
    staleTime: 60_000,
  });
  return { ...query, defaults: query.data ?? NEW_ANGLER_LOCATION_DEFAULTS };
}

/** Saves the angler's defaults; the next dialog opened starts from them. */
export function useSaveLocationDefaults() {
  const { user } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (defaults: LocationDefaults) => call(profilesRoutes.setLocationDefaults, { params: { userId: user!.id }, body: defaults }),
    onSuccess: (saved) => client.setQueryData(locationDefaultsKey(user?.id), saved),
  });
}
