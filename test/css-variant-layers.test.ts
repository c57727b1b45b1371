import { expect } from 'chai';
import postcss from 'postcss';
import config from '../postcss.config.mjs';
import { layerOf } from '../scripts/postcss-variant-layers.mjs';
import { closeContexts, newAngler, theBrowser } from '../e2e/support/browser.ts';

/** Builds a stylesheet the way the build does (Tailwind, then the variant layers) for these classes. */
async function sheetFor(classes: string): Promise<string> {
  const source = `@import 'tailwindcss' source(none);\n@source inline("${classes}");\n`;
  const result = await postcss(config.plugins).process(source, { from: `${process.cwd()}/virtual.css` });
  return result.css;
}

describe('stylesheets of the shell and the remotes: breakpoint variants win in any load order', function () {
  this.timeout(60_000);
  afterEach(closeContexts);

  it('puts each media query in its layer, in Tailwind order', () => {
    expect(layerOf('(width >= 48rem)')).to.equal('tl-md');
    expect(layerOf('(min-width:64rem)')).to.equal('tl-lg');
    expect(layerOf('(width < 48rem)')).to.equal('tl-max-md');
    expect(layerOf('not all and (min-width:40rem)')).to.equal('tl-max-sm');
    expect(layerOf('(hover: hover)')).to.equal('tl-hover');
    expect(layerOf('(prefers-color-scheme: dark)')).to.equal('tl-other');
    expect(layerOf('(width >= 37rem)')).to.equal('tl-other');
  });

  it("keeps the shell's `hidden md:block` shown on a desktop after a remote's own `.hidden` loads, and hidden on a phone", async () => {
    const shell = await sheetFor('hidden md:block max-md:hidden md:flex');
    const remote = await sheetFor('hidden flex'); // loaded after the shell's, as a remote's is
    const browser = await theBrowser();
    for (const [width, shown] of [
      [1280, true],
      [390, false],
    ] as const) {
      const { page } = await newAngler(browser, { width, height: 800 });
      await page.setContent(
        `<style>${shell}</style><style>${remote}</style><div id="search" class="hidden md:block">search</div><nav id="nav" class="max-md:hidden md:flex">nav</nav>`,
      );
      const display = await page.evaluate(() => [
        getComputedStyle(document.getElementById('search')!).display,
        getComputedStyle(document.getElementById('nav')!).display,
      ]);
      expect(display, `at ${width} px`).to.deep.equal(shown ? ['block', 'flex'] : ['none', 'none']);
    }
  });

  it('was needed: without the layers the later stylesheet wins (the bug it prevents)', async () => {
    const tailwindOnly = async (classes: string) =>
      (
        await postcss([config.plugins[0]!]).process(`@import 'tailwindcss' source(none);\n@source inline("${classes}");\n`, {
          from: `${process.cwd()}/v.css`,
        })
      ).css;
    const browser = await theBrowser();
    const { page } = await newAngler(browser, { width: 1280, height: 800 });
    await page.setContent(
      `<style>${await tailwindOnly('hidden md:block')}</style><style>${await tailwindOnly('hidden')}</style><div id="s" class="hidden md:block">s</div>`,
    );
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('s')!).display)).to.equal('none');
  });
});
