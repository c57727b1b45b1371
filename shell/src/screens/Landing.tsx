import { usePublicConfig } from '@tightlines/kit';
import { LandingScreen } from '../landing/LandingScreen.tsx';

export { benefits } from '../landing/LandingScreen.tsx';

/** The landing screen inside the app (signed out, or while the sign-in state loads). */
export function Landing() {
  const config = usePublicConfig();
  return <LandingScreen providerName={config.data?.providerName} loading={config.isLoading} />;
}
