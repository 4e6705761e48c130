import { isStepHeading } from '../../../../domain/custom-recipes';

interface Section {
  heading: string | null;
  /** The number of the section's first step: numbering runs on across headings, as a cook refers to "step 5". */
  start: number;
  steps: string[];
}

/** "And" and "then" in English and the region's languages: a line opening with one goes on with the step before. */
const LINKING_WORD = /^(?:and|then|und|dann|et|puis|y|luego|e|poi|en|dan|i|oraz|potem|depois)(?!\p{L})/u;

/**
 * Whether a line goes on with the step before it rather than starting one: it opens in lower case after a step
 * that ended on a comma or a semicolon, or opens with "and"/"then" after a step with no full stop ("Emincez les
 * poivrons en lamelles" / "et l'oignon en rouelles."; some pages break one sentence over their steps). Only in a
 * method whose steps open with capitals; one written all in lower case keeps its lines as they are.
 */
function goesOn(previous: string, line: string, capitalised: boolean): boolean {
  if (!capitalised || !/^\p{Ll}/u.test(line)) return false;
  return /[,;]$/.test(previous.trim()) || (!/[.!?:]$/.test(previous.trim()) && LINKING_WORD.test(line));
}

/**
 * The steps under the headings among them ("Prepare Chicken:", "For the sauce:"), a heading never a step; a line
 * that goes on with the step before it (`goesOn`) is shown within that step.
 */
export function sectionsOf(steps: string[]): Section[] {
  const sections: Section[] = [];
  const texts = steps.filter((step) => !isStepHeading(step) && step.trim() !== '');
  const capitalised = texts.filter((step) => /^\P{Ll}/u.test(step.trim())).length * 2 > texts.length;
  let count = 0;
  for (const step of steps) {
    if (isStepHeading(step)) {
      sections.push({ heading: step.trim().replace(/:$/, ''), start: count + 1, steps: [] });
      continue;
    }
    if (sections.length === 0) sections.push({ heading: null, start: 1, steps: [] });
    const current = sections[sections.length - 1]!.steps;
    const previous = current.at(-1);
    if (previous !== undefined && goesOn(previous, step.trim(), capitalised)) {
      current[current.length - 1] = `${previous.trim()} ${step.trim()}`;
      continue;
    }
    current.push(step);
    count++;
  }
  return sections;
}

/** A step's short lead ("Season and serve: stir in the lemon juice…"), shown in bold; null when it has none. */
export function leadOf(step: string): { lead: string; rest: string } | null {
  const match = /^([^.!?:]{1,60}):\s+(\S.*)$/su.exec(step);
  if (!match || match[1]!.trim().split(/\s+/).length > 6 || !/\p{L}/u.test(match[1]!)) return null;
  return { lead: `${match[1]!.trim()}:`, rest: match[2]! };
}

function Step({ text }: { text: string }) {
  const lead = leadOf(text);
  if (!lead) return <>{text}</>;
  return (
    <>
      <strong className="font-semibold">{lead.lead}</strong> {lead.rest}
    </>
  );
}

/** A recipe's method: numbered steps, with the page's step and section titles as headings above them. */
export function RecipeSteps({ steps }: { steps: string[] }) {
  // an imported page whose method could not be read, saved without one: the heading is not left over nothing
  if (steps.every((step) => step.trim() === ''))
    return <p className="text-muted">No steps were given for this recipe.</p>;
  return (
    <div className="space-y-4">
      {sectionsOf(steps).map((section, s) => (
        <div key={s}>
          {section.heading ? <h3 className="mb-1 font-bold text-mint">{section.heading}</h3> : null}
          {section.steps.length > 0 ? (
            <ol start={section.start} className="list-decimal space-y-3 pl-5">
              {section.steps.map((step, i) => (
                <li key={i} className="leading-relaxed">
                  <Step text={step} />
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ))}
    </div>
  );
}
