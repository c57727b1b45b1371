/**
 * What on the page is cut off sideways, measured box by box in the browser (`page.evaluate(cutOff)`);
 * each finding names the element, its text and how far it reaches. Self-contained: it runs in the page.
 *
 * The page's scroll width cannot tell: `overflow-x: hidden` on a wrapper (or on body) hides whatever
 * runs past it, and the page then scrolls nowhere while a badge or a tab sits off the screen. So:
 *
 * - Every visible element (rendered, not `visibility: hidden`, not transparent, larger than 1 × 1 px —
 *   the screen-reader-only text is 1 × 1 and clipped on purpose) must lie within the viewport's width,
 *   and, inside an open dialog (role=dialog or alertdialog — Radix's), within that dialog's box.
 * - Except decoration: an element hidden from assistive technology (`aria-hidden`) with no text — a glow
 *   behind the landing's hero, bleeding off its edge on purpose — is not judged, nor are its children.
 * - Except the contents of a sideways scroller: an element authored to scroll sideways (`overflow-x`
 *   auto or scroll, `overflow` auto) — a chip row, a tab strip, a wide table's frame — shows part of its
 *   contents on purpose; its children are not judged, the scroller itself is (it must fit like any
 *   element). A box that scrolls only up and down (a dialog's body, a list with a maximum height)
 *   excuses nothing, though CSS computes its `overflow-x` as auto too (`overflow-y: auto` turns a visible
 *   `overflow-x` into auto): content wider than it is cut off, not scrolled to. The two are told apart by
 *   setting `overflow-y: visible` on the element for a moment — a computed `overflow-x` still auto was
 *   asked for.
 * - But a tab is judged wherever it is: a tab strip that scrolls hides a whole screen (the organizer's
 *   Review) behind nothing that says it is there; chips hide only more of the same.
 * - Only the outermost element of each cut-off subtree is named (its children are cut off with it),
 *   at most six a screen.
 */
export function cutOff(): string[] {
  const viewport = document.documentElement.clientWidth;
  const SLACK = 1; // sub-pixel rounding
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  const sidewaysScroller = (el: Element): boolean => {
    if (el === document.documentElement || el === document.body || !(el instanceof HTMLElement)) return false;
    if (!scrolls(getComputedStyle(el).overflowX)) return false;
    const before = el.style.overflowY;
    el.style.overflowY = 'visible';
    const asked = scrolls(getComputedStyle(el).overflowX);
    el.style.overflowY = before;
    return asked;
  };
  const visible = (el: Element, box: DOMRect): boolean =>
    box.width > 1 && box.height > 1 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const describe = (el: Element, box: DOMRect, within: string): string => {
    const cls = (el.getAttribute('class') ?? '').slice(0, 60);
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${cls ? `.${cls.replace(/\s+/g, '.')}` : ''}${text ? ` “${text}”` : ''} spans ${Math.round(box.left)}..${Math.round(box.right)} px, outside ${within}`;
  };

  const out: string[] = [];
  const flagged = new Set<Element>();
  const walk = (el: Element, left: number, right: number, within: string): void => {
    if (el.getAttribute('aria-hidden') === 'true' && !el.textContent?.trim()) return;
    const box = el.getBoundingClientRect();
    let bounds = { left, right, within };
    if (el.matches('[role=dialog], [role=alertdialog]')) {
      // The dialog against the screen; its contents against the dialog.
      if (visible(el, box) && (box.left < -SLACK || box.right > viewport + SLACK)) {
        flagged.add(el);
        out.push(describe(el, box, `the screen (0..${viewport} px)`));
        return;
      }
      bounds = {
        left: Math.max(0, box.left),
        right: Math.min(viewport, box.right),
        within: `its dialog (${Math.round(box.left)}..${Math.round(box.right)} px)`,
      };
    } else if (visible(el, box) && (box.left < left - SLACK || box.right > right + SLACK)) {
      flagged.add(el);
      out.push(describe(el, box, within));
      return;
    }
    if (sidewaysScroller(el)) return;
    for (const child of el.children) walk(child, bounds.left, bounds.right, bounds.within);
  };
  walk(document.body, 0, viewport, `the screen (0..${viewport} px)`);
  for (const tab of document.querySelectorAll('[role=tab]')) {
    const box = tab.getBoundingClientRect();
    const dialog = tab.closest('[role=dialog], [role=alertdialog]')?.getBoundingClientRect();
    const left = Math.max(0, dialog?.left ?? 0);
    const right = Math.min(viewport, dialog?.right ?? viewport);
    if (!flagged.has(tab) && visible(tab, box) && (box.left < left - SLACK || box.right > right + SLACK))
      out.push(describe(tab, box, dialog ? 'its dialog' : `the screen (0..${viewport} px)`));
  }
  return out.slice(0, 6).concat(out.length > 6 ? [`and ${out.length - 6} more`] : []);
}

/**
 * The script to evaluate: `cutOff` as source, with the `__name` helper that tsx's compiler wraps
 * named inner functions in (it exists in Node, not in the page).
 */
export const cutOffScript = `(() => { const __name = (f) => f; return (${cutOff.toString()})(); })()`;
