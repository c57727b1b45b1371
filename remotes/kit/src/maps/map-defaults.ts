/** A point as Google's maps take it. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** Spec part 1 §9: the trip picker's map opens on the central United States at zoom 4, and zooms to 15 on a place. */
export const CENTRAL_US: LatLng = { lat: 39.8283, lng: -98.5795 };
/** Spec part 2 §4, §9: the spots screens' maps open on the Sydney area at zoom 4. */
export const SYDNEY: LatLng = { lat: -33.87, lng: 151.21 };
export const OVERVIEW_ZOOM = 4;
export const PLACE_ZOOM = 15;
