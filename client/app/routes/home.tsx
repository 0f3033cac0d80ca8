import { Link } from 'react-router';
import { school } from '../../lib/school.ts';

export function HomeRoute() {
  return (
    <section className="bg-gradient-to-br from-plum-950 via-plum-900 to-plum-700 pt-36 pb-24 text-white">
      <div className="mx-auto max-w-5xl px-4 text-center">
        <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-6xl">{school.name}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-white/80">
          Voice, instrument and music production lessons, online and on campus.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/admission-form" className="btn-primary">
            Start Your Application
          </Link>
          <Link to="/contact" className="btn-outline">
            Request Information
          </Link>
        </div>
      </div>
    </section>
  );
}
