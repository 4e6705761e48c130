import { currentLayout } from '../../../lib/use-layout';

// Each layout of /dashboard is a chunk of its own: a phone never downloads the desktop's tabs, nutrition summary
// and recipe cards (decision 034). The router starts the current layout's chunk beside the page's, so the first
// visit waits for no extra round trip.
export const loadDesktopDashboard = () => import('../components/desktop-dashboard');
export const loadMobileDashboard = () => import('../components/mobile-dashboard');

export function preloadDashboardLayout(): void {
  void (currentLayout() === 'desktop' ? loadDesktopDashboard() : loadMobileDashboard());
}
