/**
 * @tightlines/kit/forms — form pieces that only dialogs show (the trip fields, the privacy choice, place
 * search, switches and radio cards, the muted-words setting). Not shared: each remote bundles what it uses,
 * in the chunk of the dialog that uses it, so the shared kit every page loads does not carry them (the
 * JavaScript budget).
 *
 * Nothing here holds state (the muted words' store is the shared kit's), and what they need of the kit's
 * own — the API client, the field wrappers, cn, that store — they import from '@tightlines/kit' (the shared singleton), never by relative path: a relative
 * import would bundle a second copy of a stateful module (test/kit-forms.test.ts checks it). Their Radix
 * parts (switch, radio group) keep no module state either; dialogs, menus and toasts stay in the kit.
 */
export { Switch } from './ui/switch.tsx';
export { FoldingPanel } from './ui/folding-panel.tsx';
export { RadioGroup, RadioCard } from './ui/radio-group.tsx';
export { TripFieldsForm, TRIP_FORM_FIELDS, type TripFieldChange } from './trips/TripFieldsForm.tsx';
export { TripPrivacyField } from './trips/TripPrivacyField.tsx';
export {
  emptyTripFields,
  conditionReport,
  customPlaceTrip,
  parseNumber,
  tripTipIsShared,
  type TripFields,
  type PickedPlace,
} from './trips/trip-draft.ts';
export { notesWithCatchDetails, type TripCatch } from './trips/catch-details.ts';
export { PlaceSearch, PLACE_SEARCH_TEXT } from './places/PlaceSearch.tsx';
export { searchPlaces, nearbyPlaceName } from './places/place-search.ts';
export { MutedWordsSetting } from './moderation/MutedWordsSetting.tsx';
