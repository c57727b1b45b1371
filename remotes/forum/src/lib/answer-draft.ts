/**
 * An answer typed and not yet posted is kept for the tab's session, per question: an angler who
 * follows a link away (the asker's profile, another question) or reloads finds it in the box when
 * they come back, instead of losing it or being asked on every link. Our choice — the spec is
 * silent; the dialogs ask before discarding (kit DiscardGuard), a page's inline box keeps instead.
 * Posting it clears it. A storage that refuses (private mode, full) just keeps nothing.
 */
const key = (questionId: string) => `tightlines:answer-draft:${questionId}`;

export function readAnswerDraft(questionId: string, storage: Storage | undefined = globalThis.sessionStorage): string {
  try {
    return storage?.getItem(key(questionId)) ?? '';
  } catch {
    return '';
  }
}

export function keepAnswerDraft(questionId: string, text: string, storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    if (text.trim() === '') storage?.removeItem(key(questionId));
    else storage?.setItem(key(questionId), text);
  } catch {
    // nothing kept: the box still works
  }
}
