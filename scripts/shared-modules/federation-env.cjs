/**
 * What browser builds get instead of @module-federation/sdk's dist/env.cjs. The federation runtime asks
 * `isDebugMode()` from its logger while it starts, and the SDK answers by reading
 * localStorage['FEDERATION_DEBUG']: the page's first localStorage read, which opens the origin's storage
 * (25–40 ms at Lighthouse's 4x CPU in a profile of every signed-in screen) though the app itself never
 * uses localStorage. Here debugging is switched on only by the build-time FEDERATION_DEBUG define, never
 * by storage. The other exports are the SDK's own (2.9.2): rspack.config.ts swaps this in for production builds.
 */
const isBrowserEnvValue =
  typeof ENV_TARGET !== 'undefined' ? ENV_TARGET === 'web' : typeof window !== 'undefined' && typeof window.document !== 'undefined';

exports.isBrowserEnvValue = isBrowserEnvValue;
exports.isBrowserEnv = () => isBrowserEnvValue;
exports.isReactNativeEnv = () => typeof navigator !== 'undefined' && navigator?.product === 'ReactNative';
exports.isDebugMode = () => typeof FEDERATION_DEBUG !== 'undefined' && Boolean(FEDERATION_DEBUG);
exports.getProcessEnv = () => (typeof process !== 'undefined' && process.env ? process.env : {});
