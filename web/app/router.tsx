import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireSession } from '../features/accounts/components/require-session';
import { NotFoundPage } from '../features/pages/public/not-found-page';
import { preloadDashboardLayout } from '../features/dashboard/public/dashboard-layouts';
import { PublicLayout, SignedInLayout } from './shell/layouts';

/** Every route of spec 000 section 2 and spec 001 section 2. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        index: true,
        lazy: () => import('../features/landing/pages/landing-page').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: 'about',
        lazy: () => import('../features/pages/pages/about-page').then((m) => ({ Component: m.AboutPage })),
      },
      {
        path: 'contact',
        lazy: () => import('../features/pages/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
      },
      {
        path: 'terms',
        lazy: () => import('../features/pages/pages/legal-page').then((m) => ({ Component: m.TermsPage })),
      },
      {
        path: 'privacy',
        lazy: () => import('../features/pages/pages/legal-page').then((m) => ({ Component: m.PrivacyPage })),
      },
      {
        path: 'refund-policy',
        lazy: () =>
          import('../features/pages/pages/refund-policy-page').then((m) => ({ Component: m.RefundPolicyPage })),
      },
      {
        path: 'help',
        lazy: () => import('../features/pages/pages/help-page').then((m) => ({ Component: m.HelpPage })),
      },
      {
        path: 'reset-password',
        lazy: () =>
          import('../features/accounts/pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'payment-success',
        lazy: () =>
          import('../features/billing/pages/payment-success-page').then((m) => ({ Component: m.PaymentSuccessPage })),
      },
      // A recipe for visitors too (the landing's trending recipes lead here); signed in, the same page in the app.
      {
        path: 'recipes/:id',
        lazy: () => import('../features/recipes/pages/full-recipe-page').then((m) => ({ Component: m.FullRecipePage })),
      },
      {
        path: 'household/join',
        lazy: () =>
          import('../features/household/pages/join-household-page').then((m) => ({ Component: m.JoinHouseholdPage })),
      },
      {
        path: 'payment-failed',
        lazy: () =>
          import('../features/billing/pages/payment-failed-page').then((m) => ({ Component: m.PaymentFailedPage })),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <RequireSession />,
    children: [
      {
        element: <SignedInLayout />,
        children: [
          {
            path: 'dashboard',
            children: [
              {
                index: true,
                lazy: () => {
                  preloadDashboardLayout();
                  return import('../features/dashboard/pages/dashboard-page').then((m) => ({
                    Component: m.DashboardPage,
                  }));
                },
              },
              {
                path: 'search',
                lazy: () => import('../features/recipes/pages/search-page').then((m) => ({ Component: m.SearchPage })),
              },
              {
                path: 'build',
                lazy: () => import('../features/pantry/pages/build-page').then((m) => ({ Component: m.BuildPage })),
              },
              {
                path: 'pantry-scan',
                lazy: () =>
                  import('../features/pantry/pages/pantry-scan-page').then((m) => ({ Component: m.PantryScanPage })),
              },
              {
                path: 'meal-plan',
                lazy: () =>
                  import('../features/meal-plan/pages/meal-plan-page').then((m) => ({ Component: m.MealPlanPage })),
              },
              {
                path: 'grocery/:week',
                lazy: () =>
                  import('../features/grocery/pages/grocery-page').then((m) => ({ Component: m.GroceryPage })),
              },
              {
                path: 'favorites',
                lazy: () =>
                  import('../features/favorites/pages/favorites-page').then((m) => ({ Component: m.FavoritesPage })),
              },
              {
                path: 'profile',
                lazy: () =>
                  import('../features/accounts/pages/profile-page').then((m) => ({ Component: m.ProfilePage })),
              },
              {
                path: 'recipes/:id',
                lazy: () =>
                  import('../features/recipes/pages/full-recipe-page').then((m) => ({ Component: m.FullRecipePage })),
              },
              {
                path: 'more',
                lazy: () => import('../features/pages/pages/more-page').then((m) => ({ Component: m.MorePage })),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          {
            path: 'settings',
            lazy: () => import('../features/settings/pages/settings-page').then((m) => ({ Component: m.SettingsPage })),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
