import '../styles.css';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingScreen } from './LandingScreen.tsx';
import { PUBLIC_CONFIG_PATH } from './light-landing-config.ts';

/**
 * The light start: a visitor at '/' needs one screen and one fact (the provider's name on the sign-in
 * button), not the router, the query client, the shared kit and every contract. Sign-in is a full
 * navigation, so nothing here needs to survive into the app.
 */
function LightLanding() {
  const [providerName, setProviderName] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    fetch(PUBLIC_CONFIG_PATH, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (res) => (res.ok ? ((await res.json()) as { providerName?: string }) : {}))
      .then((config) => setProviderName(config.providerName ?? null))
      .catch(() => undefined) // without the name the button still signs in ('Sign In')
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);
  return <LandingScreen providerName={providerName} loading={loading} />;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LightLanding />
  </StrictMode>,
);
