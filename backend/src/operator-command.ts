/** What `npm run operator -- <grant|revoke> EMAIL` asks for; null when the words are not a command. */
export type OperatorCommand = { verb: 'grant' | 'revoke'; email: string };

export const OPERATOR_USAGE = 'Usage: npm run operator -- grant EMAIL | revoke EMAIL   (the email the angler signs in with)';

export function parseOperatorCommand(args: readonly string[]): OperatorCommand | null {
  const [verb, email, ...rest] = args;
  if ((verb !== 'grant' && verb !== 'revoke') || !email || rest.length > 0 || !/^[^\s@]+@[^\s@]+$/.test(email)) return null;
  return { verb, email };
}
