import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <section className="flex min-h-[70vh] items-center justify-center bg-plum-50 px-4 pt-28 pb-16 text-center">
      <div>
        <p className="font-serif text-7xl font-semibold text-plum-600">404</p>
        <h1 className="mt-2 font-serif text-4xl font-semibold text-plum-900">Page Not Found</h1>
        <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
        <Link to="/" className="btn-primary mt-8">
          Go Home
        </Link>
      </div>
    </section>
  );
}
