/**
 * Which identity-provider account (issuer + subject) signs in as which angler. An angler may link
 * several; one provider account belongs to exactly one angler.
 */
export class IdentityLink {
  constructor(
    public readonly issuer: string,
    public readonly subject: string,
    public readonly userId: string,
    public readonly createdAt: Date = new Date(),
  ) {}
}
