import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Loader2, Printer, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AppError } from '../../../../domain/errors';
import { CHECK_YOU_HAVE } from '../../../../domain/grocery';
import type { GroceryItem } from '../../../../domain/grocery-list';
import { formatWeekDate, isIsoDate, weekStart } from '../../../../domain/weeks';
import { Button } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { NotFoundPage } from '../../pages/public/not-found-page';
import { householdSummary } from '../../../../domain/household';
import { useTableSize } from '../../household/api';
import { useIsShared } from '../../household/public/sharing-api';
import { groceryListQuery, useBuildGroceryList, useCheckItem, useRemoveItem } from '../api';
import { AddItemForm } from '../components/add-item-form';
import { AisleSection } from '../components/aisle-section';
import '../grocery-print.css';

/** How often a shared list asks for the others' ticks. */
const SHARED_POLL_MS = 3000;

/** Staples and spices are listed apart: most kitchens have them; tick what you have, buy what has run out. */
const CHECK_NOTE = 'Staples and spices for the week: tick what you have, buy what has run out.';

/** /dashboard/grocery/:week: the week's list by aisle, checked off as one shops, printable. */
export function GroceryPage() {
  const param = useParams().week ?? '';
  if (!isIsoDate(param)) return <NotFoundPage />;
  return <GroceryList week={weekStart(param)} />;
}

function GroceryList({ week }: { week: string }) {
  // shared with others: their ticks arrive by polling, answered 304 while nothing changed (decision 031)
  const shared = useIsShared();
  const list = useQuery({ ...groceryListQuery(week), refetchInterval: shared ? SHARED_POLL_MS : false });
  const build = useBuildGroceryList();
  const check = useCheckItem(week);
  const remove = useRemoveItem(week);
  /** The switch shows the choice at once, while the list is rebuilt with it. */
  const [subtracting, setSubtracting] = useState<boolean | null>(null);
  const missing = list.error instanceof AppError && list.error.status === 404;
  const onCheck = (item: GroceryItem, checked: boolean, done: () => void) =>
    check.mutate({ item, checked }, { onSettled: done });
  const onRemove = (item: GroceryItem) => remove.mutate(item);
  const data = list.data;
  const household = useTableSize();

  return (
    <main className="grocery-print mx-auto w-full max-w-4xl space-y-5 px-4 py-6">
      <Link
        to={`/dashboard/meal-plan?week=${week}`}
        className="no-print inline-flex items-center gap-1.5 text-sm font-semibold text-muted hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden /> Back to meal plan
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageTitle title="Grocery List" />
          <p className="text-sm text-muted">
            {data ? data.planName : `Week of ${formatWeekDate(week)}`}
            {data ? ` · ${data.checkedCount} of ${data.itemCount} items checked` : ''}
            {household.people > 1 || Object.keys(household.byMealType).length
              ? ` · for ${householdSummary(household)}`
              : ''}
          </p>
        </div>
        {data ? (
          <div className="no-print flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => build.mutate({ week })} disabled={build.isPending}>
              {build.isPending ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : (
                <RefreshCw className="size-4" aria-hidden />
              )}
              Update from Plan
            </Button>
            <Button size="sm" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden /> Print
            </Button>
          </div>
        ) : null}
      </div>

      {list.isPending ? (
        <p role="status" className="py-10 text-center text-muted">
          Loading grocery list...
        </p>
      ) : missing ? (
        <div className="flex flex-col items-center gap-3 py-10 text-center">
          <p className="text-muted">{list.error?.message}</p>
          <Button onClick={() => build.mutate({ week })} disabled={build.isPending}>
            {build.isPending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null} Generate Grocery List
          </Button>
        </div>
      ) : list.isError ? (
        <p className="py-10 text-center text-danger">{list.error.message}</p>
      ) : data ? (
        <>
          <label className="no-print flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-sm font-semibold">
            <input
              type="checkbox"
              role="switch"
              checked={subtracting ?? data.subtractPantry}
              disabled={build.isPending}
              onChange={(e) => {
                setSubtracting(e.target.checked);
                build.mutate({ week, subtractPantry: e.target.checked }, { onSettled: () => setSubtracting(null) });
              }}
              className="size-5 accent-[var(--color-mint)]"
            />
            Subtract what my pantry holds
            <span className="ml-auto text-xs font-normal text-muted">From your latest pantry scan</span>
          </label>
          <AddItemForm week={week} />
          {data.aisles.length ? null : (
            <p className="py-6 text-center text-muted">Nothing to buy: your pantry covers this week.</p>
          )}
          {data.aisles.length || data.checkYouHave.length ? (
            <div className="gap-4 space-y-4 md:columns-2 md:space-y-0 print:columns-1 print:space-y-4 [&>section]:break-inside-avoid md:[&>section]:mb-4">
              {data.aisles.map((a) => (
                <AisleSection key={a.aisle} aisle={a.aisle} items={a.items} onCheck={onCheck} onRemove={onRemove} />
              ))}
              {data.checkYouHave.length ? (
                <AisleSection
                  aisle={CHECK_YOU_HAVE}
                  note={CHECK_NOTE}
                  items={data.checkYouHave}
                  onCheck={onCheck}
                  onRemove={onRemove}
                />
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </main>
  );
}
