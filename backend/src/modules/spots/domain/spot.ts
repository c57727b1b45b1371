/** A fishing spot: a public place anglers log trips to and share tips about. */
export interface Spot {
  id: string;
  name: string;
  /** Where it is, in words ('Lake Tahoe, CA'). */
  location: string | null;
  latitude: number;
  longitude: number;
  waterType: string | null;
  /** Who added it; null for the spots Tightlines ships with. */
  createdBy: string | null;
  totalTrips: number;
  /** What the directory shows about it (the add-spot form's fields); absent on spots known only by place. */
  details?: {
    description: string;
    difficulty: 'beginner' | 'intermediate' | 'advanced';
    accessType: 'public' | 'private' | 'permit_required';
    facilities: string[];
    species: string[];
  };
}
