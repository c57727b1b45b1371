/**
 * @tightlines/kit/shield — the location shield's controls: what everyone and mates see of a place
 * (the share and trip dialogs, a catch's own dialog, Settings' Location section), with their preview.
 * An entry of its own, bundled by each remote in the chunk of the dialog that shows it: through the
 * forms entry every screen importing any form piece would carry it.
 */
export { LocationShieldFields } from './LocationShieldFields.tsx';
export { LocationDefaultsSection } from './LocationDefaultsSection.tsx';
export { PlacePreview } from './PlacePreview.tsx';
export { useLocationDefaults, useSaveLocationDefaults } from './location-defaults.ts';
