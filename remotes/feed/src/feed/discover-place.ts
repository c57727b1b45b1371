/** Where Discover looks until the angler names a place (and the home's first catches come from). */
export const DEFAULT_DISCOVER_LOCATION = 'Lake Tahoe, CA';
/** The place field's words once the browser's position is used. */
export const CURRENT_LOCATION_LABEL = 'Current Location';
