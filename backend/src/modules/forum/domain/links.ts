/**
 * Whether words carry a link: a web address (http://, https://), anything starting www., or a bare
 * domain ending in a top-level domain spammers use (bestbait.com, bit.ly/x, shop.example.co.uk).
 * Two-letter TLDs that are also everyday words (it, to, in, at, me, no, us, be, so, do, is) are left
 * out, as are numbers and abbreviations ("3.5 lb", "e.g.", "6.30am", "v1.2"): refusing an angler's
 * honest words costs more than one bare link slipping through.
 */
const TLDS = [
  'com',
  'net',
  'org',
  'info',
  'biz',
  'io',
  'co',
  'uk',
  'ly',
  'gl',
  'gg',
  'app',
  'dev',
  'xyz',
  'site',
  'online',
  'shop',
  'store',
  'club',
  'tv',
  'ru',
  'cn',
  'de',
  'fr',
  'ca',
  'au',
  'nz',
  'link',
  'click',
  'top',
  'live',
  'blog',
  'news',
  'ws',
  'cc',
  'su',
  'tk',
  'ml',
  'ga',
  'cf',
  'pw',
  'icu',
  'vip',
  'win',
  'bid',
  'cam',
  'fish',
  'fishing',
];
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)\S/i;
// A label with a letter in it, then `.label`s, ending in a listed TLD that is not followed by more of a word.
const BARE_DOMAIN = new RegExp(
  `(?:^|[^\\w@.-])(?=[a-z0-9-]*[a-z])[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${TLDS.join('|')})(?![\\w-]|\\.[a-z0-9])`,
  'i',
);

export function containsLink(text: string): boolean {
  return WEB_ADDRESS.test(text) || BARE_DOMAIN.test(text);
}
