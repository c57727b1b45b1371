import '../../test/dom.ts';
import { expect } from 'chai';
import { dismiss, isDismissed } from './dismissed-ads.ts';

describe('dismissed ads (spec part 1 §4: hidden for the session)', () => {
  const clearFlag = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the flag the module sets the same way
    document.cookie = 'tl.adsDismissed=; path=/; max-age=0';
  };
  // Each read of the tab's storage, counted (jsdom's window.Storage: the test runs outside the window's globals).
  let reads = 0;
  const proto = () => (window as unknown as { Storage: { prototype: Storage } }).Storage.prototype;
  let getItem: Storage['getItem'];
  beforeEach(() => {
    clearFlag();
    window.sessionStorage.clear();
    reads = 0;
    getItem = proto().getItem;
    proto().getItem = function (this: Storage, key: string) {
      reads += 1;
      return getItem.call(this, key);
    };
  });
  afterEach(() => {
    proto().getItem = getItem;
    clearFlag();
    window.sessionStorage.clear();
  });

  it('does not open the tab’s storage while nothing was dismissed in this browser session', () => {
    expect(isDismissed('ad-1')).to.equal(false);
    expect(reads).to.equal(0);
  });

  it('remembers a dismissal in the tab’s storage, read once the session’s flag is set', () => {
    dismiss('ad-1', 'placement:header');
    expect(isDismissed('ad-1')).to.equal(true);
    expect(isDismissed('placement:header')).to.equal(true);
    expect(isDismissed('ad-2')).to.equal(false);
    expect(reads).to.be.greaterThan(0);
  });

  it('takes the tab’s storage as the truth: the flag alone dismisses nothing', () => {
    dismiss('ad-1');
    window.sessionStorage.clear();
    expect(isDismissed('ad-1')).to.equal(false);
  });
});
