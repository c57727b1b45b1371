import { expect } from 'chai';
import { containsLink } from './links.ts';

describe('forum: what counts as a link', () => {
  it('finds web addresses, www. names and bare domains', () => {
    for (const text of [
      'Best prices at https://bait.example/offer',
      'see http://x.y',
      'HTTPS://SHOUTING.EXAMPLE',
      'www.bassdeals',
      'order from bestbait.com today',
      'bit.ly/2xYz',
      'shop.example.co.uk/page?id=1',
      'Visit Cheap-Lures.NET.',
      '(walleye.fishing)',
    ]) {
      expect(containsLink(text), text).to.equal(true);
    }
  });

  it('leaves numbers, weights, times, abbreviations and everyday sentences alone', () => {
    for (const text of [
      'A 3.5 lb largemouth on a 6.5 ft rod',
      'Try soft plastics, e.g. a wacky-rigged senko, i.e. slow.',
      'Bite was on at 6.30am, water 12.5°C',
      'Reel v1.2 of the app shows it.',
      'Mr.Twister grubs and St. Croix rods',
      'I tried that.It worked.Go to the point.',
      'The pike was 1.com-pletely hooked',
      'Ask me at rosa@fishmail (no domain)',
      'Ended with a period.',
    ]) {
      expect(containsLink(text), text).to.equal(false);
    }
  });
});
