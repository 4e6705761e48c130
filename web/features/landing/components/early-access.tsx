import { Rocket } from 'lucide-react';
import { APP_NAME } from '../../../../domain/app';
import { Button } from '../../../components/ui/button';
import { openAuthDialog } from '../../../lib/auth-dialog-store';

/** The early-access call to action, for visitors only (the page decides; spec 000 section 2). */
export function EarlyAccess() {
  return (
    <section aria-labelledby="early-access-title" className="mx-auto w-full max-w-6xl px-4 pt-14 sm:pt-20">
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand to-[#f2a93b] px-6 py-10 text-brand-ink sm:px-12 sm:py-14">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-20 -right-16 size-72 rounded-full bg-white/20 blur-2xl"
        />
        <div className="relative flex flex-col items-start gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <p className="inline-flex items-center gap-2 text-sm font-extrabold tracking-wide uppercase">
              <Rocket className="size-4" aria-hidden /> Early access
            </p>
            <h2 id="early-access-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
              Join {APP_NAME} early and shape what comes next
            </h2>
            <p className="mt-3 text-base font-semibold text-brand-ink/80">
              Create a free account today: plan your first week in minutes, and be the first to try new features as they
              land.
            </p>
          </div>
          <Button
            size="lg"
            className="shrink-0 bg-page text-ink hover:bg-surface"
            onClick={() => openAuthDialog('signup')}
          >
            Get early access
          </Button>
        </div>
      </div>
    </section>
  );
}
