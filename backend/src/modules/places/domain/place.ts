/** A town or city of the gazetteer. */
export interface GazetteerPlace {
  id: string;
  name: string;
  /** Another spelling the place is known by (often the name in plain ASCII), or ''. */
  altName: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** First-level region code (US states are letters, most countries numbers), or ''. */
  region: string;
  latitude: number;
  longitude: number;
  population: number;
}
