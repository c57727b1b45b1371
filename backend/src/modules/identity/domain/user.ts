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

/**
 * An angler of Tightlines. Sharing trip locations is on until they turn it off (spec part 1 §3).
 * Plain class: the persistence adapter maps it, the domain knows no ORM.
 */
export class User {
  constructor(
    public readonly id: string,
    public displayName: string | null,
    public firstName: string | null,
    public lastName: string | null,
    public location: string | null,
    public bio: string | null,
    public profileImageUrl: string | null,
    public bannerImageUrl: string | null,
    public shareTripLocations: boolean,
    public readonly createdAt: Date,
  ) {}

  static register(details: NewAnglerDetails, now: Date = new Date()): User {
    const displayName = details.displayName ?? ([details.firstName, details.lastName].filter(Boolean).join(' ') || null);
    return new User(
      newId(),
      displayName,
      details.firstName,
      details.lastName,
      null,
      null,
      details.profileImageUrl,
      null,
      true,
      now,
    );
  }

  /**
   * On a later sign-in the provider's details only fill what the angler has left empty: what they
   * edited in Tightlines wins over what the provider says.
   */
  fillBlanksFrom(details: NewAnglerDetails): void {
    this.displayName ??= details.displayName;
    this.firstName ??= details.firstName;
    this.lastName ??= details.lastName;
    this.profileImageUrl ??= details.profileImageUrl;
  }

  /** Only the angler edits their own profile and settings (spec §6). */
  assertOwnedBy(by: string): void {
    if (by !== this.id) throw new NotYourProfile();
  }

  edit(by: string, changes: ProfileChanges): void {
    this.assertOwnedBy(by);
    if (changes.displayName !== undefined) this.displayName = changes.displayName;
    if (changes.location !== undefined) this.location = changes.location || null;
    if (changes.bio !== undefined) this.bio = changes.bio || null;
    if (changes.profileImageUrl !== undefined) this.profileImageUrl = changes.profileImageUrl;
    if (changes.bannerImageUrl !== undefined) this.bannerImageUrl = changes.bannerImageUrl;
  }

  /** Whether their trips reveal where they were fished; theirs alone to decide. */
  shareTripLocationsWith(by: string, share: boolean): void {
    this.assertOwnedBy(by);
    this.shareTripLocations = share;
  }
}
