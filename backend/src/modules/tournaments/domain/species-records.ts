/**
 * How big a fish of each species can be: the reference a catch's length and weight are checked
 * against (a hint for the organizer, never a verdict). Covers the spec's quick-pick species (Bass,
 * Trout, Pike, Salmon, Tuna, Snapper, Grouper, Tarpon, Redfish, Flounder, Mackerel, Cod, Halibut) by
 * their common slugs; a species not listed is checked only against the generic body-shape band.
 *
 * - `recordKg`: the IGFA all-tackle world record (International Game Fish Association, World Records
 *   database, https://igfa.org/igfa-world-records-search/); the catch is named beside each value.
 * - `maxLengthCm`: the maximum total length FishBase gives for the species (FishBase species summary,
 *   https://www.fishbase.se/summary/<Genus>-<species>.html, "Max length"). IGFA keeps length records
 *   only for released fish, which are far below what the species reaches, so the biologists' maximum
 *   is the honest ceiling.
 * - `shape`: the body form whose condition-factor band applies (plausibility.ts).
 *
 * Values are transcribed from those sources; when a record falls, update the row and its note.
 */
export type BodyShape = 'elongate' | 'fusiform' | 'deep';

export interface SpeciesRecord {
  scientificName: string;
  recordKg: number;
  /** Where the weight record comes from: angler, water, year. */
  recordSource: string;
  maxLengthCm: number;
  shape: BodyShape;
}

const igfa = (catchOf: string) => `IGFA all-tackle world record: ${catchOf}`;

export const SPECIES_RECORDS: Readonly<Record<string, SpeciesRecord>> = {
  // Bass
  'largemouth-bass': {
    scientificName: 'Micropterus salmoides',
    recordKg: 10.09,
    recordSource: igfa('George Perry, Montgomery Lake, Georgia, 1932 (tied by Manabu Kurita, Lake Biwa, 2009)'),
    maxLengthCm: 97,
    shape: 'fusiform',
  },
  'smallmouth-bass': {
    scientificName: 'Micropterus dolomieu',
    recordKg: 4.93,
    recordSource: igfa('David Hayes, Dale Hollow Lake, Kentucky, 1955'),
    maxLengthCm: 69,
    shape: 'fusiform',
  },
  'striped-bass': {
    scientificName: 'Morone saxatilis',
    recordKg: 37.14,
    recordSource: igfa('Greg Myerson, Westbrook, Connecticut, 2011'),
    maxLengthCm: 200,
    shape: 'fusiform',
  },
  // Trout
  'rainbow-trout': {
    scientificName: 'Oncorhynchus mykiss',
    recordKg: 21.77,
    recordSource: igfa('Sean Konrad, Lake Diefenbaker, Saskatchewan, 2009'),
    maxLengthCm: 120,
    shape: 'fusiform',
  },
  'brown-trout': {
    scientificName: 'Salmo trutta',
    recordKg: 20.1,
    recordSource: igfa('Seumas Ross, Ohau Canal, New Zealand, 2020'),
    maxLengthCm: 140,
    shape: 'fusiform',
  },
  'lake-trout': {
    scientificName: 'Salvelinus namaycush',
    recordKg: 32.65,
    recordSource: igfa('Lloyd Bull, Great Bear Lake, Northwest Territories, 1995'),
    maxLengthCm: 150,
    shape: 'fusiform',
  },
  'brook-trout': {
    scientificName: 'Salvelinus fontinalis',
    recordKg: 6.57,
    recordSource: igfa('W. J. Cook, Nipigon River, Ontario, 1915'),
    maxLengthCm: 86,
    shape: 'fusiform',
  },
  // Pike
  'northern-pike': {
    scientificName: 'Esox lucius',
    recordKg: 25,
    recordSource: igfa('Lothar Louis, Greffern, Germany, 1986'),
    maxLengthCm: 150,
    shape: 'elongate',
  },
  muskellunge: {
    scientificName: 'Esox masquinongy',
    recordKg: 30.61,
    recordSource: igfa('Cal Johnson, Lac Courte Oreilles, Wisconsin, 1949'),
    maxLengthCm: 183,
    shape: 'elongate',
  },
  // Salmon
  'atlantic-salmon': {
    scientificName: 'Salmo salar',
    recordKg: 35.89,
    recordSource: igfa('Henrik Henriksen, Tana River, Norway, 1928'),
    maxLengthCm: 150,
    shape: 'fusiform',
  },
  'chinook-salmon': {
    scientificName: 'Oncorhynchus tshawytscha',
    recordKg: 44.11,
    recordSource: igfa('Les Anderson, Kenai River, Alaska, 1985'),
    maxLengthCm: 150,
    shape: 'fusiform',
  },
  'coho-salmon': {
    scientificName: 'Oncorhynchus kisutch',
    recordKg: 15.08,
    recordSource: igfa('Jerry Lifton, Salmon River, New York, 1989'),
    maxLengthCm: 108,
    shape: 'fusiform',
  },
  'sockeye-salmon': {
    scientificName: 'Oncorhynchus nerka',
    recordKg: 6.88,
    recordSource: igfa('Stan Roach, Kenai River, Alaska, 1987'),
    maxLengthCm: 84,
    shape: 'fusiform',
  },
  // Tuna
  'bluefin-tuna': {
    scientificName: 'Thunnus thynnus',
    recordKg: 678.58,
    recordSource: igfa('Ken Fraser, Aulds Cove, Nova Scotia, 1979'),
    maxLengthCm: 458,
    shape: 'fusiform',
  },
  'yellowfin-tuna': {
    scientificName: 'Thunnus albacares',
    recordKg: 193.68,
    recordSource: igfa('Guy Yocom, Cabo San Lucas, Mexico, 2012'),
    maxLengthCm: 239,
    shape: 'fusiform',
  },
  albacore: {
    scientificName: 'Thunnus alalunga',
    recordKg: 39.97,
    recordSource: igfa('Siegfried Dickemann, Gran Canaria, Canary Islands, 1977'),
    maxLengthCm: 140,
    shape: 'fusiform',
  },
  // Snapper
  'red-snapper': {
    scientificName: 'Lutjanus campechanus',
    recordKg: 22.79,
    recordSource: igfa('Doc Kennedy, Gulf of Mexico, Louisiana, 1996'),
    maxLengthCm: 100,
    shape: 'deep',
  },
  'cubera-snapper': {
    scientificName: 'Lutjanus cyanopterus',
    recordKg: 56.58,
    recordSource: igfa('Mike Hebert, Cameron, Louisiana, 2007'),
    maxLengthCm: 160,
    shape: 'deep',
  },
  // Grouper
  'goliath-grouper': {
    scientificName: 'Epinephelus itajara',
    recordKg: 308.44,
    recordSource: igfa('Lynn Joyner, Fernandina Beach, Florida, 1961'),
    maxLengthCm: 250,
    shape: 'deep',
  },
  'gag-grouper': {
    scientificName: 'Mycteroperca microlepis',
    recordKg: 36.46,
    recordSource: igfa('Bill Smith, Destin, Florida, 1993'),
    maxLengthCm: 145,
    shape: 'deep',
  },
  // Tarpon
  tarpon: {
    scientificName: 'Megalops atlanticus',
    recordKg: 129.98,
    recordSource: igfa('Max Domecq, Rubane, Guinea-Bissau, 2003'),
    maxLengthCm: 250,
    shape: 'fusiform',
  },
  // Redfish
  'red-drum': {
    scientificName: 'Sciaenops ocellatus',
    recordKg: 42.69,
    recordSource: igfa('David Deuel, Avon, North Carolina, 1984'),
    maxLengthCm: 155,
    shape: 'fusiform',
  },
  // Flounder
  'summer-flounder': {
    scientificName: 'Paralichthys dentatus',
    recordKg: 10.17,
    recordSource: igfa('Charles Nappi, Montauk, New York, 1953'),
    maxLengthCm: 94,
    shape: 'deep',
  },
  'winter-flounder': {
    scientificName: 'Pseudopleuronectes americanus',
    recordKg: 3.17,
    recordSource: igfa('Dr. Einar Nielsen, Fire Island, New York, 1986'),
    maxLengthCm: 64,
    shape: 'deep',
  },
  // Mackerel
  'king-mackerel': {
    scientificName: 'Scomberomorus cavalla',
    recordKg: 42.18,
    recordSource: igfa('Steve Perez Graham, San Juan, Puerto Rico, 1999'),
    maxLengthCm: 184,
    shape: 'elongate',
  },
  'spanish-mackerel': {
    scientificName: 'Scomberomorus maculatus',
    recordKg: 5.89,
    recordSource: igfa('Robert Cranton, Ocracoke Inlet, North Carolina, 1987'),
    maxLengthCm: 91,
    shape: 'elongate',
  },
  // Cod
  'atlantic-cod': {
    scientificName: 'Gadus morhua',
    recordKg: 44.79,
    recordSource: igfa('Alphonse Bielevich, Isles of Shoals, New Hampshire, 1969'),
    maxLengthCm: 200,
    shape: 'fusiform',
  },
  // Halibut
  'pacific-halibut': {
    scientificName: 'Hippoglossus stenolepis',
    recordKg: 208.2,
    recordSource: igfa('Jack Tragis, Dutch Harbor, Alaska, 1996'),
    maxLengthCm: 267,
    shape: 'deep',
  },
  'atlantic-halibut': {
    scientificName: 'Hippoglossus hippoglossus',
    recordKg: 190,
    recordSource: igfa('Thomas Nielsen, Vannøy, Norway, 2004'),
    maxLengthCm: 470,
    shape: 'deep',
  },
};

export const recordOf = (species: string): SpeciesRecord | null => SPECIES_RECORDS[species] ?? null;
