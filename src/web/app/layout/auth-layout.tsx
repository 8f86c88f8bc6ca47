import { Flame } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { useIsHydrated } from '#web/lib/use-is-hydrated.ts';

/** The frame of the signed-out screens: brand, a heading and one card. */
export function AuthLayout(props: {
  heading: string;
  intro: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const isHydrated = useIsHydrated();
  useEffect(() => {
    document.title = `${props.heading} · Emberpath`;
  }, [props.heading]);

  return (
    <div className="min-h-dvh bg-linear-to-b from-ember-100 via-parchment to-parchment">
      <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center gap-6 px-5 py-10">
        <div className="flex flex-col items-center gap-3 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-ink shadow-md">
            <Flame className="size-8 text-ember-400" aria-hidden />
          </span>
          <p className="font-(family-name:--font-display) text-lg font-semibold tracking-wide text-ember-800">
            Emberpath
          </p>
          <h1 className="font-(family-name:--font-display) text-3xl font-semibold text-ink">
            {props.heading}
          </h1>
          <p className="text-ink-soft">{props.intro}</p>
        </div>
        {/* On a page drawn at build time the card's controls answer once React has taken it over:
            until then they cannot be reached, so nothing typed or tapped is lost. */}
        <div
          className="rounded-(--radius-card) border border-line bg-white p-6 shadow-sm"
          inert={!isHydrated}
        >
          {props.children}
        </div>
        {props.footer}
      </main>
    </div>
  );
}

export function BackToSignInLink() {
  return (
    <Link
      to={paths.auth}
      className="text-center text-sm font-semibold text-ember-700 hover:underline"
    >
      Back to sign in
    </Link>
  );
}
