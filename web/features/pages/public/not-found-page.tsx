import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';

export function NotFoundPage() {
  const location = useLocation();
  useDocumentTitle('Page not found');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-[60dvh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-black text-brand">404</p>
      <h1 className="text-2xl font-extrabold">Oops! Page not found</h1>
      <Link to="/" className="font-semibold text-mint underline underline-offset-4 hover:text-ink">
        Return to Home
      </Link>
    </main>
  );
}
