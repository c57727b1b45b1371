import { BarChart3, Fish, MessageCircleQuestion, Users, type LucideIcon } from 'lucide-react';
// The kit's light door, not '@tightlines/kit': this screen also draws before the app has loaded
// (./start-landing.tsx), with no router, query client or shared kit behind it.
import { Button, Logo } from '@tightlines/kit/light';

/** The four benefits of spec part 1 §1, as the landing screen lists them. */
export const benefits: { text: string; icon: LucideIcon }[] = [
  { text: 'Share your catches and fishing experiences', icon: Fish },
  { text: 'Track your personal bests and statistics', icon: BarChart3 },
  { text: 'Connect with fellow fishing enthusiasts', icon: Users },
  { text: 'Get answers to your fishing questions', icon: MessageCircleQuestion },
];

/** Swell lines drawn behind the hero: the water the whole product is about. */
function Waves() {
  return (
    <svg aria-hidden viewBox="0 0 1440 320" preserveAspectRatio="none" className="absolute inset-x-0 bottom-0 h-40 w-full sm:h-56">
      <path fill="rgba(159,227,240,0.10)" d="M0 160c120 30 240 60 360 45s240-75 360-75 240 60 360 75 240-15 360-45v160H0z" />
      <path fill="rgba(159,227,240,0.14)" d="M0 220c160-40 320-40 480-10s320 60 480 30 320-70 480-60v140H0z" />
      <path fill="var(--background)" d="M0 270c200-30 400-30 600 0s420 30 600 0 180-20 240-20v70H0z" />
    </svg>
  );
}

/**
 * What a visitor sees at '/' (and everyone while the sign-in state loads): who we are, why
 * join, one way in. The advertiser portal entry sits below for business partners. Drawn from
 * what it is given: the app passes its cached public config, the light start its own fetch.
 */
export function LandingScreen({ providerName, loading }: { providerName?: string | null; loading: boolean }) {
  return (
    <div className="flex min-h-dvh flex-col bg-[#0f6e7e]">
      <section className="relative isolate flex-1 overflow-hidden bg-gradient-to-b from-[#06283a] via-[#0a4560] to-[#0f6e7e] text-white">
        <div
          aria-hidden
          className="absolute -top-32 -right-24 -z-10 size-[28rem] rounded-full bg-[radial-gradient(circle,rgba(240,128,60,0.35),transparent_65%)]"
        />
        <div className="mx-auto flex max-w-5xl flex-col gap-10 px-5 pt-8 pb-32 sm:px-8 sm:pb-40 lg:flex-row lg:items-center lg:gap-16 lg:pt-12">
          <div className="flex-1">
            <Logo />
            <h1 className="mt-10 text-4xl leading-tight font-extrabold tracking-tight sm:text-5xl">
              Every catch has a story.
              <span className="block text-[#ffc89a]">Share yours.</span>
            </h1>
            <p className="mt-4 max-w-md text-lg text-white/80">
              Tightlines is the social network for anglers — from the first light on the lake to the last cast at the pier.
            </p>
          </div>
          <div className="w-full max-w-md rounded-3xl border border-white/15 bg-white/10 p-6 shadow-2xl backdrop-blur-md sm:p-8">
            <h2 className="text-xl font-bold">Join the community</h2>
            <ul className="mt-5 space-y-4" aria-label="Why join">
              {benefits.map(({ text, icon: Icon }) => (
                <li key={text} className="flex items-center gap-3">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15 text-[#ffc89a]">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="text-base text-white/90">{text}</span>
                </li>
              ))}
            </ul>
            {/* Sign-in is a full navigation: the backend hands the browser to the identity provider. */}
            <Button
              size="lg"
              className="mt-7 w-full bg-[#f0803c] text-[#1c0d04] hover:bg-[#f5a06b]"
              disabled={loading}
              onClick={() => window.location.assign('/api/login')}
            >
              {providerName ? `Sign In with ${providerName}` : 'Sign In'}
            </Button>
            <p className="mt-5 flex flex-wrap items-center justify-center gap-x-2 border-t border-white/15 pt-4 text-white/75">
              <span>Business partner?</span>
              {/* A full page load: the portal is another app, and the light landing has no router. */}
              <a
                href="/advertiser/login"
                className="inline-flex min-h-11 items-center font-semibold text-white underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
              >
                Advertiser Dashboard
              </a>
            </p>
          </div>
        </div>
        <Waves />
      </section>
    </div>
  );
}
