import { useQuery } from '@tanstack/react-query';
import { platformRoutes } from '@tightlines/contracts';
import { call } from '../api/client.ts';

const publicConfig = platformRoutes.publicConfig;

/** What the browser needs before sign-in: the identity provider's name and the maps key. */
export function usePublicConfig() {
  return useQuery({ queryKey: [publicConfig.path], queryFn: ({ signal }) => call(publicConfig, { signal }) });
}
