/** What `npm run operator -- <grant|revoke> EMAIL | describe-queue` asks for; null when the words are not a command. */
export type OperatorCommand = { verb: 'grant' | 'revoke'; email: string } | { verb: 'describe-queue' };

export const OPERATOR_USAGE =
  'Usage: npm run operator -- grant EMAIL | revoke EMAIL   (the email the angler signs in with)\n' +
  '       npm run operator -- describe-queue               (once: fill the queue entries of items reported before they were kept)';

export function parseOperatorCommand(args: readonly string[]): OperatorCommand | null {
  const [verb, email, ...rest] = args;
  if (verb === 'describe-queue') return args.length === 1 ? { verb } : null;
  if ((verb !== 'grant' && verb !== 'revoke') || !email || rest.length > 0 || !/^[^\s@]+@[^\s@]+$/.test(email)) return null;
  return { verb, email };
}
