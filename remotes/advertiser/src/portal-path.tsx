import { createContext, useContext, type ReactNode } from 'react';
import { useResolvedPath } from 'react-router';

const PortalBase = createContext('/');

/**
 * Where the portal is mounted: '/advertiser' inside the shell, '/' under the standalone
 * page's basename. Pages link with `portalPath('login')` so both hosts work unchanged.
 */
export function PortalBaseProvider({ children }: { children: ReactNode }) {
  const base = useResolvedPath('.').pathname;
  return <PortalBase.Provider value={base}>{children}</PortalBase.Provider>;
}

export function joinPortalPath(base: string, sub: string): string {
  return `${base.replace(/\/+$/, '')}/${sub.replace(/^\/+/, '')}`;
}

export function usePortalPath(): (sub: string) => string {
  const base = useContext(PortalBase);
  return (sub) => joinPortalPath(base, sub);
}
