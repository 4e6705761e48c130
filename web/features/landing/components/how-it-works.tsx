import type { StepKey } from '../landing-pictures';
import { Illustration } from './illustration';

const STEPS: { key: StepKey; title: string; text: string }[] = [
  {
    key: 'preferences',
    title: 'Tell us how you eat',
    text: 'Pick your diet, favourite cuisines and weekly nutrition targets. Jain, vegan and gluten-free are built in.',
  },
  {
    key: 'plan',
    title: 'Get your week planned',
    text: 'Seven days of breakfasts, lunches, dinners and snacks that add up to your targets, in seconds.',
  },
  {
    key: 'groceries',
    title: 'Shop with one list',
    text: 'Every ingredient of the week, merged and grouped by aisle, minus what your pantry already holds.',
  },
  {
    key: 'cook',
    title: 'Cook and enjoy',
    text: 'Clear steps, real timings and nutrition per serving. Swap any meal you do not fancy.',
  },
];

/** How it works: 4 steps (spec 000 section 2). */
export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-20 border-y border-line/60 bg-surface/40"
    >
      <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:py-20">
        <div className="mx-auto mb-10 max-w-2xl text-center">
          <p className="text-sm font-bold tracking-wide text-mint uppercase">How it works</p>
          <h2 id="how-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
            From cravings to cooked in four steps
          </h2>
        </div>
        <ol className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.key} className="flex gap-4 rounded-3xl border border-line bg-surface p-3 sm:flex-col sm:p-4">
              <div className="relative w-32 shrink-0 overflow-hidden rounded-2xl sm:w-full">
                <Illustration
                  kind="steps"
                  name={step.key}
                  sizes="(min-width: 1024px) 280px, (min-width: 640px) 45vw, 128px"
                />
                <span className="absolute top-2 left-2 flex size-7 items-center justify-center rounded-full bg-brand text-sm font-black text-brand-ink sm:size-8">
                  {i + 1}
                </span>
              </div>
              <div className="min-w-0 self-center sm:self-start">
                <h3 className="text-base font-extrabold sm:text-lg">{step.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
