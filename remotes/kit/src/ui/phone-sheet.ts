/**
 * A dialog's content that becomes a full-height sheet on a phone (390×844 and the like): forms get the
 * whole screen to scroll in and the keyboard never hides the submit button. From the small breakpoint up
 * it is the kit's centred dialog (which already scrolls inside when taller than the window).
 */
export const phoneSheet =
  'content-start max-sm:inset-0 max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none ' +
  'max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 max-sm:px-4 max-sm:pt-5 max-sm:pb-8';
