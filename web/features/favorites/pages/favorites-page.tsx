import { useLayout } from '../../../lib/use-layout';
import { FavoritesTabs } from '../components/favorites-tabs';
import { MobileFavorites } from '../components/mobile-favorites';

/** /dashboard/favorites: the phone's screen under 768 px, the tabs with a card grid from there up. */
export function FavoritesPage() {
  return useLayout() === 'mobile' ? <MobileFavorites /> : <FavoritesTabs />;
}
