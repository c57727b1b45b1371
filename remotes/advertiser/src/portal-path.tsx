import { createContext, useContext, type ReactNode } from 'react';
import { useParams, useResolvedPath } from 'react-router';

const PortalBase = createContext('/');

/**
 * Where the portal is mounted: '/advertiser' inside the shell, '/' under the standalone
 * page's basename. Pages link with `portalPath('login')` so both hosts work unchanged.
 * Both hosts mount the portal on a splat route, and '.' there resolves to the whole path
 * (splat included: '/advertiser/login'), so the splat is taken off to find the base.
 */
export function PortalBaseProvider({ children }: { children: ReactNode }) {
  const here = useResolvedPath('.').pathname;
  const splat = useParams()['*'] ?? '';
  const base = splat && here.endsWith(splat) ? here.slice(0, here.length - splat.length) : here;
  return <PortalBase.Provider value={base || '/'}>{children}</PortalBase.Provider>;
}

export function joinPortalPath(base: string, sub: string): string {
  return `${base.replace(/\/+$/, '')}/${sub.replace(/^\/+/, '')}`;
}

export function usePortalPath(): (sub: string) => string {
  const base = useContext(PortalBase);
  return (sub) => joinPortalPath(base, sub);
}
