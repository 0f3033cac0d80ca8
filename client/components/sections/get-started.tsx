import { Link } from 'react-router';
import { GET_STARTED } from '../../content/home.ts';

/** Home section 5: the intake badge and the two ways to begin. */
export function GetStarted() {
  return (
    <section className="bg-gradient-to-r from-plum-900 to-plum-700 py-16 text-white">
      <div className="mx-auto flex max-w-5xl flex-col items-center px-4 text-center">
        <span className="rounded-full bg-gold-400 px-4 py-1 text-sm font-bold tracking-wide text-plum-950">
          {GET_STARTED.badge}
        </span>
        <h2 className="mt-4 font-serif text-3xl font-semibold sm:text-4xl">{GET_STARTED.title}</h2>
        <p className="mt-4 max-w-2xl text-lg text-white/85">{GET_STARTED.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/contact" className="btn-outline">
            Request Information
          </Link>
          <Link to="/admission-form" className="btn-primary">
            Start Your Application
          </Link>
        </div>
      </div>
    </section>
  );
}
