/** What the messages and groups pages tell a visitor (spec §6: they ask an anonymous visitor to log in). */
export const COMMUNITY_SIGN_IN = 'Sign in to talk with your mates and your groups.';
