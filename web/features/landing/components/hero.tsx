import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { formatCount, USER_COUNT_FALLBACK, useUserCount } from '../../../lib/user-count';
import { useSession } from '../../../lib/auth-client';
import { openAuthDialog } from '../../../lib/auth-dialog-store';
import { MealCarousel } from './meal-carousel';
import { TrendingStrip } from './trending-strip';

const AVATAR_COLOURS = ['bg-brand', 'bg-mint', 'bg-[#e8553d]', 'bg-[#6fb7e9]'];

/** Join {n}+ happy planners: the fetched user count (spec 000 section 2). */
function HappyPlanners() {
  const count = useUserCount();
  return (
    <div className="flex items-center gap-3">
      <div className="flex -space-x-2" aria-hidden>
        {AVATAR_COLOURS.map((colour) => (
          <span key={colour} className={`size-8 rounded-full border-2 border-page ${colour}`} />
        ))}
      </div>
      <p className="text-sm text-muted">
        Join <strong className="text-ink">{formatCount(count ?? USER_COUNT_FALLBACK)}+</strong> happy planners
      </p>
    </div>
  );
}

/** The hero: headline, the call to action, happy planners, the meal carousel and 'What's Trending Now'. */
export function Hero() {
  const { data, isPending } = useSession();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-mint/10 blur-3xl"
      />
      <div
        aria-hidden
        className="pointer-events-none absolute -bottom-48 -left-40 size-[30rem] rounded-full bg-brand/10 blur-3xl"
      />
      <div className="relative mx-auto grid w-full max-w-7xl items-center gap-10 px-4 pt-8 pb-10 sm:pt-14 md:grid-cols-2 lg:gap-14 lg:pt-20">
        <div className="flex flex-col items-start gap-6">
          <span className="inline-flex items-center gap-2 rounded-full border border-brand/40 bg-brand/10 px-3 py-1 text-xs font-bold text-brand">
            <Sparkles className="size-3.5" aria-hidden /> AI-assisted weekly meal plans
          </span>
          <h1 id="hero-title" className="text-4xl leading-[1.05] font-black tracking-tight sm:text-5xl lg:text-6xl">
            Smart meal planning <span className="text-brand">for busy weeks</span>
          </h1>
          <p className="max-w-xl text-lg leading-relaxed text-muted">
            Recipes you will love, a week of meals that meets your nutrition targets, and one grocery list for all of
            it.
          </p>
          <div className="flex min-h-12 flex-wrap items-center gap-3">
            {data ? (
              <Link to="/dashboard" className={buttonClass({ size: 'lg' })}>
                Get Started <ArrowRight className="size-5" aria-hidden />
              </Link>
            ) : (
              <Button
                size="lg"
                className={isPending ? 'invisible' : undefined}
                onClick={() => openAuthDialog('signin')}
              >
                Sign in/Sign up <ArrowRight className="size-5" aria-hidden />
              </Button>
            )}
            <a href="#how-it-works" className={buttonClass({ variant: 'outline', size: 'lg' })}>
              How it works
            </a>
          </div>
          <HappyPlanners />
        </div>
        <MealCarousel />
      </div>
      <div className="relative mx-auto w-full max-w-7xl px-4 pb-12">
        <TrendingStrip />
      </div>
    </section>
  );
}
