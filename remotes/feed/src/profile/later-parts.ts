import { lazyComponent } from '@tightlines/kit';

// What a profile's first screen does not show loads when first shown, not with the page (the JavaScript
// budget): the owner's three dialogs (forms, switches, the photo fields), the Trips tab (trip cards, their
// owner's edit dialogs) and the Statistics tab (the cards, the breakdown, What Works).
export const EditProfileDialog = lazyComponent(() => import('./EditProfileDialog.tsx').then((m) => m.EditProfileDialog));
export const TripSettingsDialog = lazyComponent(() => import('./TripSettingsDialog.tsx').then((m) => m.TripSettingsDialog));
export const YourDataDialog = lazyComponent(() => import('../settings/YourDataDialog.tsx').then((m) => m.YourDataDialog));
export const TripsTab = lazyComponent(() => import('./TripsTab.tsx').then((m) => m.TripsTab));
export const StatsTab = lazyComponent(() => import('./StatsTab.tsx').then((m) => m.StatsTab));
// A post opened from the grid: its card (likes, the place, the conditions) only once one is opened, from
// the home's chunk (routes.tsx names it), which holds the cards.
export const PostCard = lazyComponent(() => import(/* webpackChunkName: "home" */ '../feed/PostCard.tsx').then((m) => m.PostCard));

/** Hands over the parts already imported (component tests open them synchronously). */
export function provideProfileParts(parts: {
  EditProfileDialog: typeof import('./EditProfileDialog.tsx').EditProfileDialog;
  TripSettingsDialog: typeof import('./TripSettingsDialog.tsx').TripSettingsDialog;
  YourDataDialog: typeof import('../settings/YourDataDialog.tsx').YourDataDialog;
  TripsTab: typeof import('./TripsTab.tsx').TripsTab;
  StatsTab: typeof import('./StatsTab.tsx').StatsTab;
  PostCard: typeof import('../feed/PostCard.tsx').PostCard;
}): void {
  EditProfileDialog.provide(parts.EditProfileDialog);
  TripSettingsDialog.provide(parts.TripSettingsDialog);
  YourDataDialog.provide(parts.YourDataDialog);
  TripsTab.provide(parts.TripsTab);
  StatsTab.provide(parts.StatsTab);
  PostCard.provide(parts.PostCard);
}
