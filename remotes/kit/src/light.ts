/**
 * The kit's light door: presentational pieces with no shared state (no query client, router, toasts
 * or session), for screens drawn before the app loads — the landing page a visitor sees first. Imported
 * as '@tightlines/kit/light', it is bundled into that screen instead of loading the shared kit whole.
 */
export { Button, buttonStyle, type ButtonProps } from './ui/button.tsx';
export { Logo, LogoMark } from './layout/Logo.tsx';
