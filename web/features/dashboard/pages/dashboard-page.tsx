import { lazy, Suspense } from 'react';
import { useLayout } from '../../../lib/use-layout';
import { useActivityFollowsChanges } from '../api';
import { loadDesktopDashboard, loadMobileDashboard } from '../public/dashboard-layouts';

const DesktopDashboard = lazy(() => loadDesktopDashboard().then((m) => ({ default: m.DesktopDashboard })));
const MobileDashboard = lazy(() => loadMobileDashboard().then((m) => ({ default: m.MobileDashboard })));

/** /dashboard: the tabbed dashboard from 1024 px, the tiles and recent activity below. */
export function DashboardPage() {
  const layout = useLayout();
  useActivityFollowsChanges();
  return (
    <Suspense fallback={null}>
      {layout === 'desktop' ? <DesktopDashboard /> : <MobileDashboard layout={layout} />}
    </Suspense>
  );
}
