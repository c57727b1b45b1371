import { PUBLIC_CONFIG_PATH } from './light-landing-config.ts';

/** What the landing needs of the public config: the provider's name on the sign-in button. */
export interface LandingConfig {
  providerName?: string;
}

let started: Promise<LandingConfig> | undefined;

/**
 * Asks for the public config at once — from the first script, beside the landing's own chunk rather than
 * after it (the landing's largest paint waited on page → main.js → landing chunk → config in a
 * row). Without an answer the button still signs in ('Sign In'): a failure reads as an empty config.
 */
export function startLandingConfig(): Promise<LandingConfig> {
  started ??= fetch(PUBLIC_CONFIG_PATH, { headers: { Accept: 'application/json' } })
    .then(async (res) => (res.ok ? ((await res.json()) as LandingConfig) : {}))
    .catch(() => ({}));
  return started;
}
