/**
 * Well-known North American fishing waters, with real coordinates (a point on or beside the water)
 * and what anglers catch there — so the demo's catches, trips and Discover look like the real thing.
 * Sizes are [min, max] in lbs for a typical keeper of that species.
 */
import { speciesName } from '@tightlines/reference';

export interface DemoSpot {
  id: string;
  name: string;
  location: string;
  latitude: number;
  longitude: number;
  waterType: 'lake' | 'river' | 'reservoir' | 'saltwater' | 'bay';
  species: string[];
}

export const DEMO_SPOTS: DemoSpot[] = [
  { id: 'lake-tahoe', name: 'Lake Tahoe', location: 'Lake Tahoe, CA', latitude: 39.0968, longitude: -120.0324, waterType: 'lake', species: ['lake-trout', 'rainbow-trout', 'brown-trout', 'kokanee-salmon'] },
  { id: 'lake-okeechobee', name: 'Lake Okeechobee', location: 'Okeechobee, FL', latitude: 26.9467, longitude: -80.8006, waterType: 'lake', species: ['largemouth-bass', 'black-crappie', 'bluegill'] },
  { id: 'kenai-river', name: 'Kenai River', location: 'Soldotna, AK', latitude: 60.4878, longitude: -151.0583, waterType: 'river', species: ['sockeye-salmon', 'chinook-salmon', 'rainbow-trout', 'dolly-varden', 'coho-salmon'] },
  { id: 'lake-fork', name: 'Lake Fork Reservoir', location: 'Quitman, TX', latitude: 32.826, longitude: -95.575, waterType: 'reservoir', species: ['largemouth-bass', 'white-crappie', 'channel-catfish'] },
  { id: 'columbia-hanford-reach', name: 'Columbia River – Hanford Reach', location: 'Richland, WA', latitude: 46.65, longitude: -119.45, waterType: 'river', species: ['chinook-salmon', 'steelhead', 'smallmouth-bass', 'walleye', 'white-sturgeon'] },
  { id: 'islamorada', name: 'Florida Keys – Islamorada', location: 'Islamorada, FL', latitude: 24.9243, longitude: -80.6278, waterType: 'saltwater', species: ['tarpon', 'bonefish', 'permit', 'mahi-mahi', 'sailfish', 'yellowtail-snapper'] },
  { id: 'cape-hatteras', name: 'Outer Banks – Cape Hatteras', location: 'Buxton, NC', latitude: 35.2227, longitude: -75.5316, waterType: 'saltwater', species: ['red-drum', 'bluefish', 'spanish-mackerel', 'cobia', 'striped-bass'] },
  { id: 'lake-erie-western-basin', name: 'Lake Erie – Western Basin', location: 'Port Clinton, OH', latitude: 41.62, longitude: -82.85, waterType: 'lake', species: ['walleye', 'yellow-perch', 'smallmouth-bass', 'white-bass'] },
  { id: 'lake-of-the-woods', name: 'Lake of the Woods', location: 'Baudette, MN', latitude: 48.95, longitude: -94.75, waterType: 'lake', species: ['walleye', 'sauger', 'northern-pike', 'muskellunge'] },
  { id: 'lake-champlain', name: 'Lake Champlain', location: 'Burlington, VT', latitude: 44.53, longitude: -73.33, waterType: 'lake', species: ['largemouth-bass', 'smallmouth-bass', 'northern-pike', 'lake-trout'] },
  { id: 'chesapeake-bay', name: 'Chesapeake Bay', location: 'Annapolis, MD', latitude: 38.95, longitude: -76.4, waterType: 'bay', species: ['striped-bass', 'bluefish', 'spotted-seatrout', 'atlantic-croaker'] },
  { id: 'yellowstone-paradise-valley', name: 'Yellowstone River – Paradise Valley', location: 'Livingston, MT', latitude: 45.47, longitude: -110.56, waterType: 'river', species: ['cutthroat-trout', 'rainbow-trout', 'brown-trout', 'mountain-whitefish'] },
  { id: 'madison-river', name: 'Madison River', location: 'Ennis, MT', latitude: 45.35, longitude: -111.73, waterType: 'river', species: ['rainbow-trout', 'brown-trout'] },
  { id: 'bighorn-river', name: 'Bighorn River', location: 'Fort Smith, MT', latitude: 45.31, longitude: -107.93, waterType: 'river', species: ['brown-trout', 'rainbow-trout'] },
  { id: 'green-river-flaming-gorge', name: 'Green River below Flaming Gorge', location: 'Dutch John, UT', latitude: 40.91, longitude: -109.42, waterType: 'river', species: ['brown-trout', 'rainbow-trout', 'cutthroat-trout'] },
  { id: 'san-juan-quality-waters', name: 'San Juan River Quality Waters', location: 'Navajo Dam, NM', latitude: 36.805, longitude: -107.62, waterType: 'river', species: ['rainbow-trout', 'brown-trout'] },
  { id: 'white-river-cotter', name: 'White River', location: 'Cotter, AR', latitude: 36.27, longitude: -92.53, waterType: 'river', species: ['brown-trout', 'rainbow-trout', 'cutthroat-trout'] },
  { id: 'lake-guntersville', name: 'Lake Guntersville', location: 'Guntersville, AL', latitude: 34.42, longitude: -86.2, waterType: 'reservoir', species: ['largemouth-bass', 'smallmouth-bass', 'black-crappie'] },
  { id: 'kentucky-lake', name: 'Kentucky Lake', location: 'Gilbertsville, KY', latitude: 36.7, longitude: -88.1, waterType: 'reservoir', species: ['largemouth-bass', 'smallmouth-bass', 'white-crappie', 'blue-catfish'] },
  { id: 'lake-powell-wahweap', name: 'Lake Powell', location: 'Page, AZ', latitude: 36.996, longitude: -111.487, waterType: 'reservoir', species: ['striped-bass', 'smallmouth-bass', 'walleye', 'largemouth-bass'] },
  { id: 'lake-mead', name: 'Lake Mead', location: 'Boulder City, NV', latitude: 36.145, longitude: -114.413, waterType: 'reservoir', species: ['striped-bass', 'largemouth-bass', 'channel-catfish'] },
  { id: 'clear-lake', name: 'Clear Lake', location: 'Lakeport, CA', latitude: 39.05, longitude: -122.8, waterType: 'lake', species: ['largemouth-bass', 'channel-catfish', 'black-crappie'] },
  { id: 'california-delta', name: 'Sacramento–San Joaquin Delta', location: 'Rio Vista, CA', latitude: 38.06, longitude: -121.65, waterType: 'river', species: ['striped-bass', 'largemouth-bass', 'white-sturgeon'] },
  { id: 'puget-sound', name: 'Puget Sound', location: 'Seattle, WA', latitude: 47.62, longitude: -122.45, waterType: 'saltwater', species: ['coho-salmon', 'chinook-salmon', 'lingcod', 'pink-salmon'] },
  { id: 'sturgeon-bay', name: 'Lake Michigan – Sturgeon Bay', location: 'Sturgeon Bay, WI', latitude: 44.84, longitude: -87.35, waterType: 'lake', species: ['smallmouth-bass', 'chinook-salmon', 'lake-trout', 'walleye'] },
  { id: 'mille-lacs', name: 'Mille Lacs Lake', location: 'Garrison, MN', latitude: 46.23, longitude: -93.65, waterType: 'lake', species: ['walleye', 'smallmouth-bass', 'muskellunge', 'yellow-perch'] },
  { id: 'lake-oahe', name: 'Lake Oahe', location: 'Pierre, SD', latitude: 44.45, longitude: -100.4, waterType: 'reservoir', species: ['walleye', 'northern-pike', 'smallmouth-bass'] },
  { id: 'lake-texoma', name: 'Lake Texoma', location: 'Pottsboro, TX', latitude: 33.82, longitude: -96.57, waterType: 'reservoir', species: ['striped-bass', 'blue-catfish', 'white-bass'] },
  { id: 'lake-marion', name: 'Santee Cooper – Lake Marion', location: 'Santee, SC', latitude: 33.53, longitude: -80.37, waterType: 'reservoir', species: ['blue-catfish', 'largemouth-bass', 'striped-bass', 'black-crappie'] },
  { id: 'thousand-islands', name: 'St. Lawrence River – Thousand Islands', location: 'Clayton, NY', latitude: 44.33, longitude: -75.93, waterType: 'river', species: ['muskellunge', 'smallmouth-bass', 'northern-pike', 'walleye'] },
  { id: 'cape-cod-canal', name: 'Cape Cod Canal', location: 'Bourne, MA', latitude: 41.755, longitude: -70.56, waterType: 'saltwater', species: ['striped-bass', 'bluefish', 'atlantic-mackerel'] },
  { id: 'montauk-point', name: 'Montauk Point', location: 'Montauk, NY', latitude: 41.071, longitude: -71.857, waterType: 'saltwater', species: ['striped-bass', 'bluefish', 'summer-flounder', 'black-sea-bass'] },
  { id: 'mosquito-lagoon', name: 'Mosquito Lagoon', location: 'Oak Hill, FL', latitude: 28.84, longitude: -80.78, waterType: 'saltwater', species: ['red-drum', 'spotted-seatrout', 'black-drum', 'snook'] },
  { id: 'galveston-bay', name: 'Galveston Bay', location: 'Galveston, TX', latitude: 29.5, longitude: -94.9, waterType: 'bay', species: ['red-drum', 'spotted-seatrout', 'black-drum', 'sheepshead'] },
  { id: 'venice-louisiana', name: 'Venice Marsh', location: 'Venice, LA', latitude: 29.277, longitude: -89.354, waterType: 'saltwater', species: ['red-drum', 'spotted-seatrout', 'yellowfin-tuna', 'red-snapper'] },
  { id: 'lake-lanier', name: 'Lake Lanier', location: 'Buford, GA', latitude: 34.2, longitude: -83.95, waterType: 'reservoir', species: ['spotted-bass', 'striped-bass', 'largemouth-bass'] },
  { id: 'table-rock-lake', name: 'Table Rock Lake', location: 'Branson, MO', latitude: 36.59, longitude: -93.31, waterType: 'reservoir', species: ['largemouth-bass', 'smallmouth-bass', 'spotted-bass', 'white-bass'] },
  { id: 'dale-hollow', name: 'Dale Hollow Lake', location: 'Celina, TN', latitude: 36.58, longitude: -85.45, waterType: 'reservoir', species: ['smallmouth-bass', 'walleye', 'muskellunge'] },
  { id: 'deschutes-maupin', name: 'Deschutes River', location: 'Maupin, OR', latitude: 45.176, longitude: -121.08, waterType: 'river', species: ['rainbow-trout', 'steelhead'] },
  { id: 'skeena-river', name: 'Skeena River', location: 'Terrace, BC', latitude: 54.52, longitude: -128.6, waterType: 'river', species: ['steelhead', 'chinook-salmon', 'coho-salmon'] },
  { id: 'lake-simcoe', name: 'Lake Simcoe', location: 'Barrie, ON', latitude: 44.4, longitude: -79.35, waterType: 'lake', species: ['lake-trout', 'smallmouth-bass', 'yellow-perch', 'lake-whitefish'] },
  { id: 'miramichi-river', name: 'Miramichi River', location: 'Doaktown, NB', latitude: 46.55, longitude: -66.14, waterType: 'river', species: ['atlantic-salmon', 'brook-trout', 'striped-bass'] },
];

/** Typical keeper weight in lbs [min, max] by species; length follows from weight. */
export const SIZES: Record<string, [number, number]> = {
  'largemouth-bass': [1.5, 9], 'smallmouth-bass': [1, 6], 'spotted-bass': [1, 4.5], 'striped-bass': [4, 35],
  'white-bass': [0.8, 3], 'black-crappie': [0.5, 2.2], 'white-crappie': [0.5, 2.2], bluegill: [0.2, 1.2],
  'channel-catfish': [2, 18], 'blue-catfish': [5, 60], walleye: [1.5, 11], sauger: [1, 3.5], 'yellow-perch': [0.3, 1.6],
  'northern-pike': [3, 22], muskellunge: [10, 42], 'lake-trout': [3, 28], 'rainbow-trout': [0.8, 9], 'brown-trout': [1, 14],
  'cutthroat-trout': [0.8, 5], 'brook-trout': [0.4, 4], 'kokanee-salmon': [0.6, 2.5], 'sockeye-salmon': [4, 9],
  'chinook-salmon': [10, 48], 'coho-salmon': [5, 16], 'pink-salmon': [3, 6], steelhead: [5, 20], 'atlantic-salmon': [6, 25],
  'dolly-varden': [1, 6], 'mountain-whitefish': [0.6, 2.5], 'lake-whitefish': [1.5, 6], 'white-sturgeon': [20, 140],
  tarpon: [30, 150], bonefish: [3, 11], permit: [10, 35], 'mahi-mahi': [8, 45], sailfish: [30, 80],
  'yellowtail-snapper': [1, 4], 'red-drum': [4, 38], bluefish: [2, 15], 'spanish-mackerel': [1.5, 7], cobia: [15, 70],
  'spotted-seatrout': [1, 7], 'atlantic-croaker': [0.5, 2], 'black-drum': [5, 50], sheepshead: [1.5, 9], snook: [4, 25],
  'yellowfin-tuna': [30, 150], 'red-snapper': [4, 20], lingcod: [6, 35], 'atlantic-mackerel': [0.5, 2],
  'summer-flounder': [2, 10], 'black-sea-bass': [1, 5],
};

const FACILITIES_BY_WATER: Record<DemoSpot['waterType'], string[]> = {
  lake: ['parking', 'boat_ramp', 'restrooms', 'bait_shop', 'camping'],
  reservoir: ['parking', 'boat_ramp', 'restrooms', 'bait_shop', 'tackle_rental'],
  river: ['parking', 'guide_services', 'camping'],
  saltwater: ['parking', 'charter_boats', 'guide_services', 'restaurants'],
  bay: ['boat_ramp', 'charter_boats', 'restaurants', 'bait_shop'],
};
const DIFFICULTY_BY_WATER = { lake: 'beginner', reservoir: 'beginner', river: 'intermediate', bay: 'intermediate', saltwater: 'advanced' } as const;

/** The directory's fields of a demo spot: a description, difficulty and facilities by its water, its species by name. */
export function demoSpotDetails(s: DemoSpot) {
  const species = s.species.map(speciesName);
  return {
    description: `${s.name} near ${s.location}: ${s.waterType === 'saltwater' ? 'salt water' : s.waterType} fishing for ${species.slice(0, 3).join(', ').toLowerCase()}${species.length > 3 ? ' and more' : ''}.`,
    difficulty: DIFFICULTY_BY_WATER[s.waterType],
    accessType: 'public' as const,
    facilities: FACILITIES_BY_WATER[s.waterType],
    species,
  };
}
