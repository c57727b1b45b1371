import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock, CloudSun, Fish, Lightbulb, Lock, Thermometer, Users, Waves } from 'lucide-react';
import { Avatar, AvatarFallback, AvatarImage, Badge, cn, HiddenNotice, relativeTime, ReportMenu, ShieldedPlace } from '@tightlines/kit';
import type { Trip } from '@tightlines/contracts';
import { initialsOf } from '../lib/display-name.ts';
import { readTripNotes } from '../lib/trip-notes.ts';

const label = (word: string | null) => (word ? word[0]!.toUpperCase() + word.slice(1) : null);
const privacyNote = { public: null, mates: { icon: Users, label: 'Mates only' }, private: { icon: Lock, label: 'Only you' } } as const;

// One formatter for every card: toLocaleDateString with options builds a new one on each call (the
// costliest line of the home feed's render in a profile). Made on first use, not when the remote's code
// is evaluated (a DateTimeFormat there was ~23 ms of the feed remote's start-up task at 4x CPU).
let tripDateFormat: Intl.DateTimeFormat | undefined;

/** When the trip was fished, as a date people read ('Sat, May 2, 2026'). */
export const tripDate = (iso: string) => {
  tripDateFormat ??= new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
  return tripDateFormat.format(new Date(iso));
};

/**
 * Where: the spot's name, the place the angler typed, the nearest town (all a viewer gets at 'Place
 * name only'), or — when its angler keeps it — that it is not shown.
 */
export const tripPlace = (trip: Trip) => trip.spotName ?? trip.location ?? trip.placeName ?? 'Location not shared';

/**
 * One trip: when, where, whether fish were caught and which, the water and the weather,
 * the angler's notes and the tip they shared. In the feed it says whose trip it is; on a profile the
 * profile does. `actions` are the owner's Edit and Delete.
 */
// Memoised as PostCard is: a feed's reveal steps re-rendered every card already shown.
export const TripCard = memo(function TripCard({
  trip,
  showAuthor = false,
  linkToDetail = true,
  actions,
}: {
  trip: Trip;
  showAuthor?: boolean;
  linkToDetail?: boolean;
  actions?: ReactNode;
}) {
  const author = trip.userDisplayName || 'Angler';
  const { notes, caught } = readTripNotes(trip.notes);
  const privacy = privacyNote[trip.privacy];
  const conditions = [
    trip.waterCondition && { icon: Waves, text: `${label(trip.waterCondition)} water` },
    trip.weatherCondition && { icon: CloudSun, text: label(trip.weatherCondition)! },
    trip.temperature !== null && { icon: Thermometer, text: `${trip.temperature}°F` },
    trip.timeOfDay && { icon: Clock, text: label(trip.timeOfDay)! },
  ].filter((c): c is { icon: typeof Waves; text: string } => !!c);
  return (
    <article
      className="skip-offscreen overflow-hidden rounded-2xl border border-border bg-card shadow-sm"
      aria-label={`Trip by ${author}, ${tripDate(trip.createdAt)}`}
      data-testid="trip-card"
    >
      {showAuthor && (
        <header className="flex items-center gap-3 px-4 pt-3">
          <Link
            to={`/profile/${trip.userId}`}
            className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <Avatar>
              {trip.userProfileImage && <AvatarImage src={trip.userProfileImage} alt="" />}
              <AvatarFallback>{initialsOf(author)}</AvatarFallback>
            </Avatar>
            <span className="min-w-0">
              <span className="block truncate font-semibold">{author}</span>
              <span className="text-sm text-muted-foreground">
                logged a trip · <time dateTime={trip.createdAt}>{relativeTime(trip.createdAt)}</time>
              </span>
            </span>
          </Link>
          <ReportMenu kind="trip" itemId={trip.id} authorId={trip.userId} what="this trip" />
        </header>
      )}
      <div className="grid gap-3 p-4">
        {/* Only its angler ever receives a hidden trip: why, and where to appeal. */}
        <HiddenNotice hidden={trip.hidden} />
        <div className="flex items-start gap-3">
          <span
            className={cn(
              'grid size-11 shrink-0 place-items-center rounded-xl',
              trip.fishingSuccess ? 'bg-primary text-primary-foreground' : 'bg-secondary text-secondary-foreground',
            )}
            aria-hidden
          >
            <Fish className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <h3 className="text-lg leading-tight font-bold tracking-tight break-words">
              {linkToDetail ? (
                <Link
                  to={`/trips/${trip.id}`}
                  className="rounded hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {tripPlace(trip)}
                </Link>
              ) : (
                tripPlace(trip)
              )}
            </h3>
            <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
              <time dateTime={trip.createdAt}>{tripDate(trip.createdAt)}</time>
              <ShieldedPlace
                precision={trip.locationPrecision}
                location={trip.spotName && trip.location !== trip.spotName ? trip.location : null}
                // The town once: as the title when it is all this viewer has, else here.
                placeName={tripPlace(trip) === trip.placeName ? null : trip.placeName}
                iconClassName="size-3.5"
                as="span"
              />
              {privacy && (
                <span className="flex items-center gap-1">
                  <privacy.icon aria-hidden className="size-3.5" />
                  {privacy.label}
                </span>
              )}
            </p>
          </div>
          {actions && <div className="flex shrink-0 gap-1">{actions}</div>}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={trip.fishingSuccess ? 'default' : 'outline'}>{trip.fishingSuccess ? 'Fish caught' : 'No catch'}</Badge>
          {caught?.species && <Badge variant="secondary">{caught.species}</Badge>}
          {caught?.count && <Badge variant="secondary">{caught.count} caught</Badge>}
          {caught?.method && <Badge variant="secondary">{caught.method}</Badge>}
        </div>
        {conditions.length > 0 && (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Conditions">
            {conditions.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-1.5">
                <Icon aria-hidden className="size-4 text-primary" />
                {text}
              </li>
            ))}
          </ul>
        )}
        {notes && <p className="whitespace-pre-line break-words">{notes}</p>}
        {trip.tip && (
          <aside className="rounded-xl bg-secondary/60 p-3 text-sm" aria-label="Shared tip">
            <p className="flex items-center gap-1.5 font-semibold">
              <Lightbulb aria-hidden className="size-4 text-accent-foreground" />
              {trip.tip.title}
              <Badge variant="outline" className="ml-auto">
                {label(trip.tip.category)}
              </Badge>
            </p>
            <p className="mt-1 break-words whitespace-pre-line">{trip.tip.content}</p>
          </aside>
        )}
      </div>
    </article>
  );
});
