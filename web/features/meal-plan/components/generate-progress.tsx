import { CheckCircle2, Circle, Loader2 } from 'lucide-react';
import { GENERATE_STAGES, type GenerateStage } from '../../../../domain/meal-plan-generator/generate-messages';

const STAGE_TEXT: Record<GenerateStage, string> = {
  loading: 'Reading your preferences, targets and recipes',
  heuristic: 'Building a week that fits your targets',
  improving: 'Fine-tuning it with the optimiser',
  saving: 'Saving your draft',
};

/** The stages of a running generation, as the server reports them (the event stream of the generate route). */
export function GenerateProgress({ stage }: { stage: GenerateStage | null }) {
  const current = stage === null ? 0 : GENERATE_STAGES.indexOf(stage);
  return (
    <section
      role="status"
      aria-label="Generating your meal plan"
      className="rounded-2xl border border-line bg-surface px-4 py-3"
    >
      <p className="flex items-center gap-2 font-bold">
        <Loader2 className="size-4 animate-spin text-brand" aria-hidden /> Generating your meal plan...
      </p>
      <ol className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2 lg:grid-cols-4">
        {GENERATE_STAGES.map((s, i) => (
          <li
            key={s}
            data-stage={s}
            data-state={i < current ? 'done' : i === current ? 'active' : 'waiting'}
            className="flex items-center gap-2"
          >
            {i < current ? (
              <CheckCircle2 className="size-4 shrink-0 text-mint" aria-hidden />
            ) : i === current ? (
              <Loader2 className="size-4 shrink-0 animate-spin text-brand" aria-hidden />
            ) : (
              <Circle className="size-4 shrink-0 text-line" aria-hidden />
            )}
            <span className={i === current ? 'font-semibold text-ink' : 'text-muted'}>{STAGE_TEXT[s]}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
