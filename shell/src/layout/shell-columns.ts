/**
 * The width every part of the signed-in frame shares — the header's bar, the page with its sidebar ad, the
 * footer — so their edges line up on a desktop instead of a narrow header over a full-width body.
 */
export const SHELL_COLUMNS = 'mx-auto w-full max-w-[90rem]';
