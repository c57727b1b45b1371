/** A dialog that becomes a full-height sheet on a phone, the kit's centred dialog from the small breakpoint up. */
export const phoneSheet =
  'content-start max-sm:inset-0 max-sm:top-0 max-sm:left-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-none ' +
  'max-sm:translate-x-0 max-sm:translate-y-0 max-sm:rounded-none max-sm:border-0 max-sm:px-4 max-sm:pt-5 max-sm:pb-8 sm:max-h-[90dvh] sm:overflow-y-auto';
