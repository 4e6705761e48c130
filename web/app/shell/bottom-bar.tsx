import { Heart, Home, Menu, User, CalendarDays } from 'lucide-react';
import { NavLink } from 'react-router';

const TABS = [
  { to: '/dashboard', label: 'Home', icon: Home, end: true },
  { to: '/dashboard/meal-plan', label: 'Mealplanner', icon: CalendarDays, end: false },
  { to: '/dashboard/favorites', label: 'Favorites', icon: Heart, end: false },
  { to: '/dashboard/profile', label: 'Profile', icon: User, end: false },
  { to: '/dashboard/more', label: 'More', icon: Menu, end: false },
];

/** The fixed bottom bar of small screens (under 768 px). */
export function BottomBar() {
  return (
    <nav
      aria-label="Main"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {TABS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 py-2 text-[11px] font-semibold ${isActive ? 'text-brand' : 'text-muted hover:text-ink'}`
              }
            >
              <Icon className="size-5" aria-hidden />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
