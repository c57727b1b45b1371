/**
 * Moving focus into a dialog makes the browser work out the page's style and layout there and then.
 * For a dialog that opens with the page (a spot's link opens its sheet) that is the page's first
 * layout, done inside the script's task (hundreds of milliseconds on a slow phone) instead of in the
 * frame the browser draws anyway. Such a dialog takes focus just after its first paint instead, as
 * Radix would have given it: its first tabbable control that is not a link, else the panel itself.
 */
export function focusAfterPaint(panel: HTMLElement): void {
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!panel.isConnected || panel.contains(document.activeElement)) return;
      const before = document.activeElement;
      for (const candidate of tabbable(panel)) {
        candidate.focus({ preventScroll: true });
        if (document.activeElement !== before) {
          if (candidate instanceof HTMLInputElement) candidate.select();
          return;
        }
      }
      panel.focus({ preventScroll: true });
    }, 0),
  );
}

/** Whether nothing on the page has focus: the dialog was not opened from a control. */
export function nothingFocused(active: Element | null): boolean {
  return active === null || active === document.body || active === document.documentElement;
}

function tabbable(panel: HTMLElement): HTMLElement[] {
  const found: HTMLElement[] = [];
  const walker = document.createTreeWalker(panel, NodeFilter.SHOW_ELEMENT, {
    acceptNode: (node) => {
      const element = node as HTMLElement & { disabled?: boolean; type?: string };
      if (element.disabled || element.hidden || (element.tagName === 'INPUT' && element.type === 'hidden')) return NodeFilter.FILTER_SKIP;
      return element.tabIndex >= 0 && element.tagName !== 'A' ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP;
    },
  });
  while (walker.nextNode()) found.push(walker.currentNode as HTMLElement);
  return found;
}
