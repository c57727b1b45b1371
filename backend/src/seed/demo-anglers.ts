/**
 * The demo's anglers: invented people (any likeness is chance), each fishing a few of the demo spots
 * near home. Every bio ends with DEMO_MARK, so nobody mistakes them for real members.
 */
export interface DemoAngler {
  firstName: string;
  lastName: string;
  location: string;
  bio: string;
  /** Ids of DEMO_SPOTS they fish most. */
  waters: string[];
}

export const DEMO_MARK = '(Demo angler)';

export const DEMO_ANGLERS: DemoAngler[] = [
  {
    firstName: 'Rosa',
    lastName: 'Delgado',
    location: 'South Lake Tahoe, CA',
    bio: 'Mackinaw hunter. Up before the sun, jigging 200 feet down off Rubicon Point.',
    waters: ['lake-tahoe', 'clear-lake', 'california-delta'],
  },
  {
    firstName: 'Bo',
    lastName: 'Whitaker',
    location: 'Quitman, TX',
    bio: 'Big-bass junkie. Lake Fork guide on weekends, Carolina rig all year.',
    waters: ['lake-fork', 'lake-texoma', 'table-rock-lake'],
  },
  {
    firstName: 'Marisol',
    lastName: 'Reyes',
    location: 'Islamorada, FL',
    bio: 'Flats skiff, fly rod, silver kings. Catch, photo, release.',
    waters: ['islamorada', 'mosquito-lagoon'],
  },
  {
    firstName: 'Dale',
    lastName: 'Kowalski',
    location: 'Port Clinton, OH',
    bio: 'Walleye capital regular. Trolling cranks at night in the spring run.',
    waters: ['lake-erie-western-basin', 'sturgeon-bay'],
  },
  {
    firstName: 'Jenna',
    lastName: 'Okafor',
    location: 'Soldotna, AK',
    bio: 'Sockeye in July, rainbows in September. Bear spray always.',
    waters: ['kenai-river'],
  },
  {
    firstName: 'Hank',
    lastName: 'Beaudry',
    location: 'Baudette, MN',
    bio: 'Ice house in winter, drifting minnows in summer. Walleye chowder recipe on request.',
    waters: ['lake-of-the-woods', 'mille-lacs'],
  },
  {
    firstName: 'Priya',
    lastName: 'Natarajan',
    location: 'Bozeman, MT',
    bio: 'Dry-fly purist learning to love streamers. Salmonfly season is a holiday.',
    waters: ['madison-river', 'yellowstone-paradise-valley', 'bighorn-river'],
  },
  {
    firstName: 'Terrell',
    lastName: 'Jackson',
    location: 'Guntersville, AL',
    bio: 'Frog fishing the grass mats. Tournament weekends, family Sundays.',
    waters: ['lake-guntersville', 'kentucky-lake', 'lake-lanier'],
  },
  {
    firstName: 'Colleen',
    lastName: 'Murphy',
    location: 'Bourne, MA',
    bio: 'Canal rat. Pencil poppers at first light when the tide turns west.',
    waters: ['cape-cod-canal', 'montauk-point'],
  },
  {
    firstName: 'Luis',
    lastName: 'Ortega',
    location: 'Rio Vista, CA',
    bio: 'Delta stripers and sturgeon. Patience is a bait too.',
    waters: ['california-delta', 'clear-lake'],
  },
  {
    firstName: 'Sam',
    lastName: 'Tran',
    location: 'Seattle, WA',
    bio: 'Kayak salmon angler on the Sound. Mooching herring, counting pulls.',
    waters: ['puget-sound', 'columbia-hanford-reach'],
  },
  {
    firstName: 'Annie',
    lastName: 'Laroche',
    location: 'Burlington, VT',
    bio: 'Smallies off the rocky points of Champlain. Tube jigs forever.',
    waters: ['lake-champlain', 'thousand-islands'],
  },
  {
    firstName: 'Wes',
    lastName: 'Harlan',
    location: 'Buxton, NC',
    bio: 'Surf caster at the Point. Red drum in the fall blitz.',
    waters: ['cape-hatteras', 'chesapeake-bay'],
  },
  {
    firstName: 'Keiko',
    lastName: 'Sato',
    location: 'Page, AZ',
    bio: 'Boils on Powell: stripers busting shad at dawn. Houseboat life.',
    waters: ['lake-powell-wahweap', 'lake-mead'],
  },
  {
    firstName: 'Marcus',
    lastName: 'Bell',
    location: 'Galveston, TX',
    bio: 'Wade fishing the bay for trout and reds. Topwater or nothing.',
    waters: ['galveston-bay', 'venice-louisiana'],
  },
  {
    firstName: 'Evelyn',
    lastName: 'Park',
    location: 'Annapolis, MD',
    bio: 'Rockfish on light tackle, crabs for dinner.',
    waters: ['chesapeake-bay', 'cape-hatteras'],
  },
  {
    firstName: 'Jake',
    lastName: 'Lindqvist',
    location: 'Garrison, MN',
    bio: 'Musky on Mille Lacs: ten thousand casts and counting.',
    waters: ['mille-lacs', 'lake-of-the-woods', 'lake-oahe'],
  },
  {
    firstName: 'Nora',
    lastName: 'Fitzgerald',
    location: 'Doaktown, NB',
    bio: 'Atlantic salmon on classic wet flies. The fish of a thousand casts.',
    waters: ['miramichi-river'],
  },
  {
    firstName: 'Ray',
    lastName: 'Castillo',
    location: 'Venice, LA',
    bio: 'Bottom of the boot: redfish in the marsh, tuna past the rigs.',
    waters: ['venice-louisiana', 'galveston-bay'],
  },
  {
    firstName: 'Grace',
    lastName: 'Whitfield',
    location: 'Cotter, AR',
    bio: 'White River browns on sculpin patterns. Low water, long leaders.',
    waters: ['white-river-cotter', 'table-rock-lake'],
  },
  {
    firstName: 'Tom',
    lastName: 'Bearclaw',
    location: 'Pierre, SD',
    bio: 'Oahe walleye, bottom bouncers and crawlers. Prairie sunsets.',
    waters: ['lake-oahe'],
  },
  {
    firstName: 'Lena',
    lastName: 'Vogel',
    location: 'Sturgeon Bay, WI',
    bio: 'Door County smallmouth — the best in the world, fight me.',
    waters: ['sturgeon-bay', 'lake-erie-western-basin'],
  },
  {
    firstName: 'Dev',
    lastName: 'Malhotra',
    location: 'Navajo Dam, NM',
    bio: 'Size 24 midges on the Quality Waters. Yes, they eat those.',
    waters: ['san-juan-quality-waters', 'green-river-flaming-gorge'],
  },
  {
    firstName: 'Shelby',
    lastName: 'Crane',
    location: 'Santee, SC',
    bio: 'Catfish tournaments with my dad. Cut herring, big circle hooks.',
    waters: ['lake-marion', 'lake-lanier'],
  },
  {
    firstName: 'Owen',
    lastName: 'McAllister',
    location: 'Terrace, BC',
    bio: 'Swinging flies for Skeena steelhead. Cold hands, warm heart.',
    waters: ['skeena-river', 'deschutes-maupin'],
  },
  {
    firstName: 'Fatima',
    lastName: 'Haddad',
    location: 'Barrie, ON',
    bio: 'Simcoe lakers through the ice, smallies all summer.',
    waters: ['lake-simcoe', 'thousand-islands'],
  },
  {
    firstName: 'Carlos',
    lastName: 'Mendoza',
    location: 'Okeechobee, FL',
    bio: 'Flipping the Big O reeds with craws. Crappie when it is cold.',
    waters: ['lake-okeechobee', 'mosquito-lagoon'],
  },
  {
    firstName: 'Brooke',
    lastName: 'Sullivan',
    location: 'Maupin, OR',
    bio: 'Deschutes redsides on caddis. Raft guide in season.',
    waters: ['deschutes-maupin', 'columbia-hanford-reach'],
  },
  {
    firstName: 'Ike',
    lastName: 'Nakamura',
    location: 'Montauk, NY',
    bio: 'Montauk Point bass on bucktails. Wetsuit and a good headlamp.',
    waters: ['montauk-point', 'cape-cod-canal'],
  },
  {
    firstName: 'Maggie',
    lastName: 'Dunn',
    location: 'Celina, TN',
    bio: 'Dale Hollow smallmouth in winter on float-n-fly. Home of the world record.',
    waters: ['dale-hollow', 'kentucky-lake'],
  },
  {
    firstName: 'Victor',
    lastName: 'Almeida',
    location: 'Richland, WA',
    bio: 'Hanford Reach fall kings and sturgeon catch-and-release.',
    waters: ['columbia-hanford-reach', 'puget-sound'],
  },
  {
    firstName: 'Holly',
    lastName: 'Brennan',
    location: 'Dutch John, UT',
    bio: 'Green River drift boat, hoppers in August.',
    waters: ['green-river-flaming-gorge', 'yellowstone-paradise-valley'],
  },
  {
    firstName: 'Andre',
    lastName: 'Dubois',
    location: 'Clayton, NY',
    bio: 'St. Lawrence muskies in the fall. Figure-eight every cast.',
    waters: ['thousand-islands', 'lake-champlain'],
  },
  {
    firstName: 'Tessa',
    lastName: 'Morgan',
    location: 'Branson, MO',
    bio: 'Table Rock finesse: shaky heads and ned rigs.',
    waters: ['table-rock-lake', 'white-river-cotter'],
  },
  {
    firstName: 'Eli',
    lastName: 'Brooks',
    location: 'Boulder City, NV',
    bio: 'Desert striper chaser on Mead and Mohave.',
    waters: ['lake-mead', 'lake-powell-wahweap'],
  },
  {
    firstName: 'June',
    lastName: 'Ahn',
    location: 'Livingston, MT',
    bio: 'Yellowstone cutthroat on dries; guide, teacher, knot nerd.',
    waters: ['yellowstone-paradise-valley', 'madison-river'],
  },
];
