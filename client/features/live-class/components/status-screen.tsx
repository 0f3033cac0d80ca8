import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One message in a card: loading, invalid id, completed, denied, failure. */
export function StatusScreen({
  title,
  children,
  goHome,
}: {
  title: string;
  children?: ReactNode;
  goHome?: boolean;
}) {
  return (
    <section className="flex min-h-dvh items-center justify-center bg-plum-50 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-lg" role="status">
        <h1 className="font-serif text-2xl text-plum-900">{title}</h1>
        {children && <p className="mt-3 text-slate-700">{children}</p>}
        {goHome && (
          <Link to="/" className="btn-primary mt-6">
            Go Home
          </Link>
        )}
      </div>
    </section>
  );
}
