/** Messages come 30 to a page (a phone screen and a bit). */
export const MESSAGE_PAGE = 30;
