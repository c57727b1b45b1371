import '../../test/dom.ts';
import { expect } from 'chai';
import { forgetLeadContent, leadContentDrawn, LEAD_QUIET_MS, whenLeadContentDrawn } from './lead-content.ts';

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A browser reporting largest paints: `paint()` is one more candidate. */
function reportingLargestPaints() {
  const scope = globalThis as { PerformanceObserver?: unknown };
  const real = scope.PerformanceObserver;
  const observers: (() => void)[] = [];
  scope.PerformanceObserver = class {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly seen: () => void) {}
    observe() {
      observers.push(this.seen);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.seen), 1);
    }
  };
  return {
    paint: () => {
      for (const seen of observers) seen();
    },
    restore: () => {
      scope.PerformanceObserver = real;
    },
  };
}

describe('kit lead content: ads and the live stream start once the first screenful is drawn', () => {
  beforeEach(() => forgetLeadContent());

  it('waits while the page keeps painting larger content, then starts once its largest paint has stood', async () => {
    const browser = reportingLargestPaints();
    try {
      let started = 0;
      whenLeadContentDrawn(() => started++);
      for (let i = 0; i < 3; i++) {
        await wait(LEAD_QUIET_MS / 2);
        browser.paint();
      }
      expect(started, 'still painting').to.equal(0);
      await wait(LEAD_QUIET_MS + 100);
      expect(started).to.equal(1);
    } finally {
      browser.restore();
    }
  });

  it("starts right after the screen's lead picture is drawn, without waiting for the page to settle", async () => {
    const browser = reportingLargestPaints();
    try {
      let started = 0;
      whenLeadContentDrawn(() => started++);
      leadContentDrawn();
      await wait(60);
      expect(started).to.equal(1);
      whenLeadContentDrawn(() => started++);
      expect(started, 'later screens of the page start at once').to.equal(2);
    } finally {
      browser.restore();
    }
  });

  it('where the browser reports no largest paint, starts when the loaded page is next idle', async () => {
    let started = 0;
    const cancelled = whenLeadContentDrawn(() => (started += 10));
    whenLeadContentDrawn(() => started++);
    cancelled();
    await wait(60);
    expect(started, 'the cancelled one never runs').to.equal(1);
  });
});
