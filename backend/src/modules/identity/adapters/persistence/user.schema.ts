import { defineEntity, p } from '@mikro-orm/core';
import { User } from '../../domain/user.ts';
import { IdentityLink } from '../../domain/identity-link.ts';

export const UserSchema = defineEntity({
  class: User,
  tableName: 'users',
  properties: {
    id: p.uuid().primary(),
    displayName: p.string().nullable(),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    location: p.string().nullable(),
    bio: p.text().nullable(),
    profileImageUrl: p.text().nullable(),
    bannerImageUrl: p.text().nullable(),
    shareTripLocations: p.boolean(),
    unitSystem: p.enum(['imperial', 'metric'] as const),
    createdAt: p.datetime(),
  },
});

export const IdentityLinkSchema = defineEntity({
  class: IdentityLink,
  tableName: 'identity_links',
  properties: {
    issuer: p.string().primary(),
    subject: p.string().primary(),
    userId: p.uuid(),
    createdAt: p.datetime(),
  },
});
