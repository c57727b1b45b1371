import { IdentityLinkSchema, UserSchema } from './user.schema.ts';

export const IdentitySchemas = [UserSchema, IdentityLinkSchema];
