import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@tightlines/kit';
import { notificationsRoutes, type NotificationPreferences } from '@tightlines/contracts';

const key = [notificationsRoutes.preferences.path] as const;

/** Which topics the angler is told of (kept with their account). */
export function useNotificationPreferences() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.call(notificationsRoutes.preferences, { signal }) });
}

/** Saves the whole choice; the switch moves at once and moves back if the save fails. */
export function useSetNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => api.call(notificationsRoutes.setPreferences, { body: preferences }),
    onMutate: async (preferences) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<NotificationPreferences>(key);
      client.setQueryData(key, preferences);
      return { before };
    },
    onError: (_error, _preferences, context) => client.setQueryData(key, context?.before),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
