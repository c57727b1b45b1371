import { opensOnLightLanding } from './landing/signed-in-hint.ts';
import { registerRemotesFromJson } from './remotes/remote-registry.ts';
import { registerServiceWorker } from './offline/register-service-worker.ts';

if (opensOnLightLanding(window.location.pathname, document.cookie)) {
  // A visitor: the landing alone, without the app behind it (./landing/signed-in-hint.ts).
  void import('./landing/start-landing.tsx');
} else {
  // The async boundary: shared singletons are negotiated before any of them is imported.
  void registerRemotesFromJson().then(() => import('./bootstrap.tsx'));
  // The installable app works offline for anglers (shell/src/offline/cache-rules.ts); visitors' landing stays light.
  registerServiceWorker();
}
