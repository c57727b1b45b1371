import { useEffect } from 'react';
import { loginUrl } from '../routing/remote-routes.ts';
import { PageSkeleton } from './PageSkeleton.tsx';

/** Visitors on a signed-in route go to sign-in (a full navigation) and come back here afterwards. */
export function RedirectToLogin({ returnTo }: { returnTo: string }) {
  useEffect(() => {
    window.location.assign(loginUrl(returnTo));
  }, [returnTo]);
  return <PageSkeleton />;
}
