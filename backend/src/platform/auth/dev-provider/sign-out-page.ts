/** Served by the development provider: sends its sign-out confirmation at once (CSP allows only our own scripts). */
export const SIGN_OUT_SCRIPT_PATH = '/oidc/sign-out.js';

export const SIGN_OUT_SCRIPT = `(() => {
  const form = document.getElementById('op.logoutForm');
  if (!form) return;
  const yes = document.createElement('input');
  yes.type = 'hidden';
  yes.name = 'logout';
  yes.value = 'yes';
  form.appendChild(yes);
  form.submit();
})();
`;

/**
 * The provider's sign-out step (oidc-provider's RP-initiated logout asks the person to confirm with a
 * form it protects against forgery). The person already chose Sign Out in the app, so the page sends
 * the form itself; without scripts it shows the one button to press.
 */
export function renderSignOutPage(form: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Signing out of Tightlines (development)</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #eef5f8; color: #10242e; }
  @media (prefers-color-scheme: dark) { body { background: #071a22; color: #e6f1f5; } }
  main { max-width: 360px; text-align: center; }
  button { min-height: 48px; padding: 0 24px; border: 0; border-radius: 10px; font: inherit; font-weight: 700; color: #fff; background: #f28c28; }
</style>
</head>
<body>
<main>
  <h1>Signing you out…</h1>
  ${form}
  <noscript><button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button></noscript>
</main>
<script src="${SIGN_OUT_SCRIPT_PATH}"></script>
</body>
</html>`;
}
