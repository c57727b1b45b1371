import { Link } from 'react-router';
import type { SignedInUser } from '@tightlines/contracts';

type Standing = Partial<Pick<SignedInUser, 'standing' | 'suspendedUntil'>>;

const untilText = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A suspended or banned angler sees why nothing else works on every page, and where to read the
 * statement of reasons and appeal (`/moderation`, one of the few things they may still open).
 */
export function StandingBanner({ standing }: { standing: Standing }) {
  if (standing.standing !== 'suspended' && standing.standing !== 'banned') return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950">
      {standing.standing === 'banned' ? (
        'Your account is banned'
      ) : standing.suspendedUntil ? (
        <>
          Your account is suspended until <time dateTime={standing.suspendedUntil}>{untilText(standing.suspendedUntil)}</time>
        </>
      ) : (
        'Your account is suspended'
      )}
      {' — '}
      <Link to="/moderation" className="font-medium underline">
        Read why and appeal
      </Link>
    </div>
  );
}
