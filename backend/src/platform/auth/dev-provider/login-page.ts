import type { DevAnglerChoice } from './dev-angler-choices.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface LoginPageModel {
  action: string;
  displayName?: string;
  pictureUrl?: string;
  error?: string;
  /** Anglers the person may choose to be (the demo anglers); none: only "someone new". */
  choices?: DevAnglerChoice[];
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();

/** The demo anglers, each a button of one form: choosing one signs in as them. */
function renderChoices(model: LoginPageModel): string {
  if (!model.choices?.length) return '';
  const items = model.choices
    .map((c) => {
      const picture = c.picture
        ? `<img src="${escapeHtml(c.picture)}" alt="" width="44" height="44" loading="lazy">`
        : `<span class="initials" aria-hidden="true">${escapeHtml(initialsOf(c.name))}</span>`;
      const place = c.location ? `<span class="place">${escapeHtml(c.location)}</span>` : '';
      return `<li><button type="submit" name="chosen" value="${escapeHtml(c.subject)}" class="choice">${picture}<span class="who"><span class="name">${escapeHtml(c.name)}</span>${place}</span></button></li>`;
    })
    .join('\n');
  return `<section aria-labelledby="demo-heading">
    <h2 id="demo-heading">Or be one of the demo anglers</h2>
    <p class="hint">Their catches, trips, mates and messages are already there.</p>
    <form method="post" action="${escapeHtml(model.action)}" class="choices">
      <ul>${items}</ul>
    </form>
  </section>`;
}

/**
 * The development provider's sign-in page: type a name (the same name signs in as the same angler
 * again) and optionally a picture URL. Plain HTML with inline styles — no script — in the app's
 * palette, so it reads well on a phone.
 */
export function renderLoginPage(model: LoginPageModel): string {
  const error = model.error ? `<p class="error" role="alert" id="form-error">${escapeHtml(model.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Sign in to Tightlines (development)</title>
<style>
  :root { color-scheme: light dark; --water: #0b4f6c; --teal: #0f8b8d; --accent: #f28c28; --bg: #eef5f8; --card: #fff; --text: #10242e; --muted: #4d6570; --line: #c9dbe2; }
  @media (prefers-color-scheme: dark) { :root { --bg: #071a22; --card: #0e2a36; --text: #e6f1f5; --muted: #9fb8c2; --line: #23495a; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px 16px;
    font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--text);
    background: linear-gradient(160deg, var(--water), var(--teal) 60%, var(--bg) 60.1%); }
  main { width: 100%; max-width: 400px; background: var(--card); border-radius: 16px; padding: 28px 24px;
    box-shadow: 0 12px 40px rgba(4, 30, 40, .25); }
  .brand { display: flex; align-items: center; gap: 10px; font-weight: 700; font-size: 20px; color: var(--teal); }
  .brand svg { flex: none; }
  h1 { font-size: 22px; margin: 16px 0 4px; }
  .hint { margin: 0 0 20px; color: var(--muted); font-size: 14px; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { width: 100%; min-height: 44px; padding: 10px 12px; font: inherit; color: inherit; background: transparent;
    border: 1px solid var(--line); border-radius: 10px; }
  input:focus { outline: 3px solid color-mix(in srgb, var(--teal) 40%, transparent); border-color: var(--teal); }
  button { margin-top: 24px; width: 100%; min-height: 48px; border: 0; border-radius: 10px; font: inherit; font-weight: 700;
    color: #fff; background: var(--accent); cursor: pointer; }
  button:hover { filter: brightness(1.05); } button:focus-visible { outline: 3px solid var(--water); outline-offset: 2px; }
  .error { margin: 12px 0 0; padding: 10px 12px; border-radius: 10px; background: #fde8e8; color: #8a1c1c; font-size: 14px; }
  footer { margin-top: 18px; font-size: 13px; color: var(--muted); text-align: center; }
  h2 { font-size: 18px; margin: 28px 0 4px; padding-top: 20px; border-top: 1px solid var(--line); }
  .choices ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; max-height: 420px; overflow-y: auto; }
  .choices button.choice { margin: 0; display: flex; align-items: center; gap: 12px; text-align: left; font-weight: 600;
    color: var(--text); background: transparent; border: 1px solid var(--line); padding: 6px 12px; min-height: 56px; }
  .choices button.choice:hover { border-color: var(--teal); filter: none; }
  .choices img, .choices .initials { width: 44px; height: 44px; border-radius: 50%; flex: none; object-fit: cover; }
  .choices .initials { display: grid; place-items: center; background: var(--teal); color: #fff; font-size: 15px; }
  .who { display: flex; flex-direction: column; min-width: 0; }
  .who .name, .who .place { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .who .place { font-weight: 400; font-size: 13px; color: var(--muted); }
</style>
</head>
<body>
<main>
  <div class="brand">
    <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="16" fill="currentColor"/><path d="M7 18c4-6 10-6 14 0-4 6-10 6-14 0Zm14 0 5-4v8z" fill="#fff"/></svg>
    Tightlines
  </div>
  <h1>Sign in to Tightlines (development)</h1>
  <p class="hint">A development sign-in: no password. Type a name to be someone new — the same name signs you in as the same angler again.</p>
  <form method="post" action="${escapeHtml(model.action)}" novalidate>
    <label for="displayName">Your name</label>
    <input id="displayName" name="displayName" autocomplete="name" required maxlength="80" autofocus
      value="${escapeHtml(model.displayName ?? '')}"${model.error ? ' aria-invalid="true" aria-describedby="form-error"' : ''}>
    ${error}
    <label for="pictureUrl">Picture URL (optional)</label>
    <input id="pictureUrl" name="pictureUrl" type="url" inputmode="url" maxlength="2048" placeholder="https://…"
      value="${escapeHtml(model.pictureUrl ?? '')}">
    <button type="submit">Continue</button>
  </form>
  ${renderChoices(model)}
  <footer>Development identity provider — never used in production.</footer>
</main>
</body>
</html>`;
}
