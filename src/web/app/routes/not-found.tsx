import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { paths } from '#shared/paths.ts';

export function Component() {
  const location = useLocation();
  useEffect(() => {
    document.title = 'Page not found · Emberpath';
    console.warn(`404: no page at ${location.pathname}`);
  }, [location.pathname]);

  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="font-(family-name:--font-display) text-6xl font-semibold text-ember-600">404</p>
      <h1 className="text-2xl font-semibold text-ink">Oops! Page not found</h1>
      <p className="text-ink-soft">This path leads nowhere, but your journey continues.</p>
      <Link to={paths.home} className={buttonVariants()}>
        Return to Home
      </Link>
    </div>
  );
}
