import { useLayout } from '../../../lib/use-layout';
import { useActivityFollowsChanges } from '../api';
import { DesktopDashboard } from '../components/desktop-dashboard';
import { MobileDashboard } from '../components/mobile-dashboard';

/** /dashboard: the tabbed dashboard from 1024 px, the tiles and recent activity below. */
export function DashboardPage() {
  const layout = useLayout();
  useActivityFollowsChanges();
  return layout === 'desktop' ? <DesktopDashboard /> : <MobileDashboard layout={layout} />;
}
