import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { firstName } from '../../../../domain/users';
import { PageTitle } from '../../../components/ui/page-title';
import { useSession } from '../../../lib/auth-client';
import { SubscriptionBanner } from '../../billing/public/subscription-banner';
import { useSelectedWeek } from '../../../lib/use-selected-week';
import { WeeklyNutritionSummary } from '../../nutrition/public/weekly-nutrition-summary';
import { WeekPicker } from '../../meal-plan/public/week-picker';
import { FavoritesTab } from './favorites-tab';
import { MealPlanTab } from './meal-plan-tab';
import { PreferencesBadge } from './preferences-badge';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { TabTrigger } from '../../../components/ui/tab-trigger';

const TABS = [
  { value: 'activity', label: 'Recent Activity' },
  { value: 'favorites', label: 'Favorites' },
  { value: 'meal-plan', label: 'Meal Plan' },
  { value: 'nutrition', label: 'Nutrition Summary' },
] as const;
type Tab = (typeof TABS)[number]['value'];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

const tabClass =
  '-mb-px rounded-t-lg border-b-2 border-transparent px-2 pt-1.5 pb-2.5 text-sm font-bold whitespace-nowrap text-muted outline-offset-[-2px] hover:text-ink data-[state=active]:border-brand data-[state=active]:text-ink';

/** The open tab, kept in the address (?tab=) so a reload or the back button comes back to it. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const set = (tab: Tab) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return [isTab(asked) ? asked : 'activity', set];
}

/** The dashboard from 1024 px (spec 001 section 2): greeting, subscription, quick actions and four tabs. */
export function DesktopDashboard() {
  const { data } = useSession();
  const [tab, setTab] = useTab();
  const [week, setWeek] = useSelectedWeek();
  const name = firstName(data?.user ?? {}, 'Chef');

  return (
    <main className="mx-auto w-full max-w-7xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <PageTitle title="Dashboard">Welcome back, {name}!</PageTitle>
          <p className="text-muted">Your culinary journey starts here</p>
        </div>
        <PreferencesBadge />
      </div>
      <SubscriptionBanner />
      <QuickActions onMealPlan={() => setTab('meal-plan')} />

      <Tabs.Root value={tab} onValueChange={(value) => isTab(value) && setTab(value)}>
        <Tabs.List className="flex gap-4 border-b border-line" aria-label="Dashboard">
          {TABS.map((t) => (
            <TabTrigger key={t.value} value={t.value} className={tabClass}>
              {t.label}
            </TabTrigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="activity" className="pt-5">
          <RecentActivity />
        </Tabs.Content>
        <Tabs.Content value="favorites" className="pt-5">
          <FavoritesTab />
        </Tabs.Content>
        <Tabs.Content value="meal-plan" className="pt-5">
          <MealPlanTab week={week} onWeekChange={setWeek} />
        </Tabs.Content>
        <Tabs.Content value="nutrition" className="space-y-4 pt-5">
          <WeekPicker week={week} onChange={setWeek} mode="calendar" />
          <WeeklyNutritionSummary week={week} />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
