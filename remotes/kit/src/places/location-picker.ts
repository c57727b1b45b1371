/**
 * @tightlines/kit/location-picker — the one location picker (search, a pin on the map, the browser's
 * position), for the dialogs that pick a trip's or a catch's place. Not shared: a remote bundles it in
 * the chunk of the dialog that opens it, so neither it nor the maps reach a first screen.
 */
export { LocationPickerDialog, LOCATION_PICKER_TEXT } from './LocationPickerDialog.tsx';
