import { newId } from '../../../shared/kernel/ids.ts';
import { NotYourProfile } from './identity.errors.ts';

/** What a new angler brings from their identity provider. */
export interface NewAnglerDetails {
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** What the angler may change on their profile; an absent field stays as it is, null clears it. */
export interface ProfileChanges {
  displayName?: string;
  location?: string | null;
  bio?: string | null;
  profileImageUrl?: string | null;
  bannerImageUrl?: string | null;
}

/** The units an angler reads and types sizes in: what is stored never changes unit. */
export type UnitSystem = 'imperial' | 'metric';
/** Part 1 §9 speaks pounds and inches: every angler starts imperial until they choose metric. */
export const DEFAULT_UNIT_SYSTEM: UnitSystem = 'imperial';

type Changeable =
  | 'displayName'
  | 'firstName'
  | 'lastName'
  | 'location'
  | 'bio'
  | 'profileImageUrl'
  | 'bannerImageUrl'
  | 'shareTripLocations'
  | 'unitSystem';

/**
 * An angler of Tightlines. Sharing trip locations is on until they turn it off (spec part 1 §3).
 * Plain class: the persistence adapter maps it, the domain knows no ORM.
 */
export class User {
  /** Their unit setting (a new angler's default; read from the row for everyone else). */
  public readonly unitSystem: UnitSystem = DEFAULT_UNIT_SYSTEM;

  constructor(
    public readonly id: string,
    public readonly displayName: string | null,
    public readonly firstName: string | null,
    public readonly lastName: string | null,
    public readonly location: string | null,
    public readonly bio: string | null,
    public readonly profileImageUrl: string | null,
    public readonly bannerImageUrl: string | null,
    public readonly shareTripLocations: boolean,
    public readonly createdAt: Date,
  ) {}

  /**
   * The one way an angler's fields change: through the rules below (sign-in filling blanks, the
   * owner's edit, the trip-sharing switch) — the fields are read-only to everyone else.
   */
  private change(fields: Partial<Pick<User, Changeable>>): void {
    Object.assign(this, fields);
  }

  static register(details: NewAnglerDetails, now: Date = new Date()): User {
    const displayName = details.displayName ?? ([details.firstName, details.lastName].filter(Boolean).join(' ') || null);
    return new User(newId(), displayName, details.firstName, details.lastName, null, null, details.profileImageUrl, null, true, now);
  }

  /**
   * On a later sign-in the provider's details only fill what the angler has left empty: what they
   * edited in Tightlines wins over what the provider says.
   */
  fillBlanksFrom(details: NewAnglerDetails): void {
    this.change({
      displayName: this.displayName ?? details.displayName,
      firstName: this.firstName ?? details.firstName,
      lastName: this.lastName ?? details.lastName,
      profileImageUrl: this.profileImageUrl ?? details.profileImageUrl,
    });
  }

  /** Only the angler edits their own profile and settings (spec §6). */
  assertOwnedBy(by: string): void {
    if (by !== this.id) throw new NotYourProfile();
  }

  edit(by: string, changes: ProfileChanges): void {
    this.assertOwnedBy(by);
    this.change({
      ...(changes.displayName !== undefined && { displayName: changes.displayName }),
      ...(changes.location !== undefined && { location: changes.location || null }),
      ...(changes.bio !== undefined && { bio: changes.bio || null }),
      ...(changes.profileImageUrl !== undefined && { profileImageUrl: changes.profileImageUrl }),
      ...(changes.bannerImageUrl !== undefined && { bannerImageUrl: changes.bannerImageUrl }),
    });
  }

  /** Whether their trips reveal where they were fished; theirs alone to decide. */
  shareTripLocationsWith(by: string, share: boolean): void {
    this.assertOwnedBy(by);
    this.change({ shareTripLocations: share });
  }

  /** The units they read sizes and weights in; theirs alone to choose. */
  preferUnits(by: string, system: UnitSystem): void {
    this.assertOwnedBy(by);
    this.change({ unitSystem: system });
  }
}
