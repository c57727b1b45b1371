import '../styles.css';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingScreen } from './LandingScreen.tsx';
import { startLandingConfig } from './landing-config-read.ts';

/**
 * The light start: a visitor at '/' needs one screen and one fact (the provider's name on the sign-in
 * button), not the router, the query client, the shared kit and every contract. Sign-in is a full
 * navigation, so nothing here needs to survive into the app. The first script has already asked for the
 * config (../index.ts).
 */
function LightLanding() {
  const [providerName, setProviderName] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let shown = true;
    void startLandingConfig().then((config) => {
      if (!shown) return;
      setProviderName(config.providerName ?? null);
      setLoading(false);
    });
    return () => {
      shown = false;
    };
  }, []);
  return <LandingScreen providerName={providerName} loading={loading} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LightLanding />
  </StrictMode>,
);
