import { Link } from 'react-router';
import { MODERATION_PAGES } from '@tightlines/contracts';

/** The footer's own links: the community guidelines and the angler's moderation decisions. */
export function FooterLinks() {
  return (
    <nav aria-label="Footer" className="mt-3 flex flex-wrap justify-center gap-x-4 text-sm text-muted-foreground">
      <Link
        to={MODERATION_PAGES.guidelines}
        className="inline-flex min-h-11 items-center underline-offset-4 hover:text-foreground hover:underline"
      >
        Community Guidelines
      </Link>
      <Link
        to={MODERATION_PAGES.statements}
        className="inline-flex min-h-11 items-center underline-offset-4 hover:text-foreground hover:underline"
      >
        Moderation Decisions
      </Link>
    </nav>
  );
}
