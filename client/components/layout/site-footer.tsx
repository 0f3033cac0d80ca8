import { Link } from 'react-router';
import { telLink } from '../../../common/contact-links.ts';
import { school } from '../../lib/school.ts';
import { Icon, type IconName } from '../ui/icon.tsx';

const QUICK_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/terms-conditions', label: 'Terms & Conditions' },
  { to: '/teacher-policy', label: 'Teacher Policy' },
];

const SOCIAL: { href: string; label: string; icon: IconName }[] = [
  { href: school.social.video, label: 'Our videos', icon: 'video' },
  { href: school.social.photo, label: 'Our photos', icon: 'camera' },
  { href: school.social.network, label: 'Our community', icon: 'people' },
];

export function SiteFooter() {
  return (
    <footer className="bg-plum-950 text-white/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-2xl text-white">{school.name}</p>
          <p className="mt-3 text-sm leading-relaxed">
            Voice, instrument and music production lessons online and on campus, with graded certifications.
          </p>
          <ul className="mt-5 flex gap-3" aria-label="Social links">
            {SOCIAL.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-gold-400 hover:text-plum-950"
                >
                  <Icon name={s.icon} label={s.label} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-serif text-lg text-white">Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className="inline-block py-1 hover:text-gold-300">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-serif text-lg text-white">Call Us</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {[school.phones.primary, school.phones.secondary].map((p) => (
              <li key={p}>
                <a href={telLink(p)} className="inline-flex items-center gap-2 py-1 hover:text-gold-300">
                  <Icon name="phone" className="size-4" />
                  {p}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-serif text-lg text-white">Write to Us</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {[school.emails.general, school.emails.founder].map((e) => (
              <li key={e}>
                <a
                  href={`mailto:${e}`}
                  className="inline-flex items-center gap-2 py-1 break-all hover:text-gold-300"
                >
                  <Icon name="mail" className="size-4" />
                  {e}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-5 text-center text-xs text-white/60">
        © {school.name}. All rights reserved.
      </p>
    </footer>
  );
}
