/**
 * Published after the follow is committed. Posts reacts (home timelines gain or lose the
 * followee's posts; mates-only posts become visible or hidden).
 */
export class AnglerFollowed {
  static readonly type = 'identity.AnglerFollowed';
  readonly type = AnglerFollowed.type;
  constructor(
    readonly followerId: string,
    readonly followeeId: string,
    readonly at: Date,
  ) {}
}

export class AnglerUnfollowed {
  static readonly type = 'identity.AnglerUnfollowed';
  readonly type = AnglerUnfollowed.type;
  constructor(
    readonly followerId: string,
    readonly followeeId: string,
    readonly at: Date,
  ) {}
}
