import { createHash } from 'node:crypto';

export interface DevAccount {
  sub: string;
  name: string;
  givenName: string;
  familyName: string | null;
  picture: string | null;
}

/** The same typed name always gives the same subject, so an angler can come back as themself. */
export function subjectForName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Names with no latin letters at all still need a stable, distinct subject.
  return slug || `angler-${createHash('sha256').update(name.trim().toLowerCase()).digest('hex').slice(0, 16)}`;
}

export function devAccountFor(displayName: string, pictureUrl: string | null): DevAccount {
  const name = displayName.trim().replace(/\s+/g, ' ');
  const [givenName, ...rest] = name.split(' ');
  return {
    sub: subjectForName(name),
    name,
    givenName: givenName!,
    familyName: rest.length ? rest.join(' ') : null,
    picture: pictureUrl,
  };
}

export type LoginFormResult = { ok: true; account: DevAccount } | { ok: false; error: string };

/** Checks the development sign-in form: a name is required, a picture must be an http(s) URL. */
export function readLoginForm(form: Record<string, unknown>): LoginFormResult {
  const displayName = typeof form.displayName === 'string' ? form.displayName.trim() : '';
  const pictureUrl = typeof form.pictureUrl === 'string' ? form.pictureUrl.trim() : '';
  if (!displayName) return { ok: false, error: 'Please type your name.' };
  if (displayName.length > 80) return { ok: false, error: 'Please use at most 80 characters for your name.' };
  if (pictureUrl && !/^https?:\/\/\S+$/i.test(pictureUrl)) {
    return { ok: false, error: 'The picture URL must start with http:// or https://.' };
  }
  return { ok: true, account: devAccountFor(displayName, pictureUrl || null) };
}
