/**
 * Registers the installable app's service worker (built only for production: dist/shell/sw.js),
 * after the page has loaded so it never competes with the first screen. A few lines on purpose:
 * the light landing never calls it, and nothing heavy is imported here.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .catch((error: unknown) => console.warn('Offline use is unavailable:', error));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
