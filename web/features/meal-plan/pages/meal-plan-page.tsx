import { useState } from 'react';
import { useLayout } from '../../../lib/use-layout';
import { HouseholdDialogs } from '../../household/public/household-dialogs';
import { MobileMealPlan } from '../components/mobile-meal-plan';
import { PlanRecipeDetail } from '../components/plan-recipe-detail';
import { WeeklyMealPlan } from '../components/weekly-meal-plan';
import { openSlotSearch } from '../open-slot-search';
import { useSelectedWeek } from '../../../lib/use-selected-week';

/** /dashboard/meal-plan: the phone's day-by-day plan under 768 px, the weekly grid from there up. */
export function MealPlanPage() {
  const layout = useLayout();
  const [week, setWeek] = useSelectedWeek();
  const [viewing, setViewing] = useState<number | null>(null);
  const common = {
    week,
    onWeekChange: setWeek,
    onAdd: openSlotSearch,
    onViewRecipe: (entry: { recipe: { id: number } }) => setViewing(entry.recipe.id),
  };
  return (
    <>
      {layout === 'mobile' ? <MobileMealPlan {...common} /> : <WeeklyMealPlan layout={layout} {...common} />}
      <PlanRecipeDetail recipeId={viewing} onClose={() => setViewing(null)} />
      {/* above the layout switch: a resize or a turned phone keeps an open household dialog and its form */}
      <HouseholdDialogs />
    </>
  );
}
