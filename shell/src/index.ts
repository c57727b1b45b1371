import { opensOnLightLanding } from './landing/signed-in-hint.ts';
import { startLandingConfig } from './landing/landing-config-read.ts';
import { startReadingRemotes } from './remotes/remote-registry.ts';
import { warmRemote } from './remotes/warm-remote.ts';
import { startFirstScreen } from './first-screen/start-first-screen.ts';
import { registerServiceWorker } from './offline/register-service-worker.ts';
import './vitals/report-vitals.ts';

if (opensOnLightLanding(window.location.pathname, document.cookie)) {
  // A visitor: the landing alone, without the app behind it (./landing/signed-in-hint.ts), and the one fact
  // it shows asked for beside its chunk.
  void startLandingConfig();
  void import('./landing/start-landing.tsx');
} else {
  // The async boundary: shared singletons are negotiated before any of them is imported.
  // Where the remotes live (remotes.json, preloaded by the page): each remote's load waits for it.
  void startReadingRemotes();
  void import('./bootstrap.tsx');
  warmRemote(window.location.pathname, document.cookie);
  // What the page will paint first is asked for now, beside the app's own chunks, not after them —
  // just after them: the chunks are the longer downloads, and HTTP/1.1 serves six requests at a time.
  setTimeout(() => startFirstScreen(window.location, document.cookie), 0);
  // The installable app works offline for anglers (shell/src/offline/cache-rules.ts); visitors' landing stays light.
  registerServiceWorker();
}
