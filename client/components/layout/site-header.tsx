import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { COURSE_PATHS } from '../../../common/courses.ts';
import { HydrationPart } from '../../lib/hydration-part.tsx';
import { school } from '../../lib/school.ts';
import { useScrolledPast } from '../../lib/use-scrolled-past.ts';
import { Icon } from '../ui/icon.tsx';
import { CoursesDropdown } from './courses-dropdown.tsx';
import { LoginLink } from './login-link.tsx';
import { MobileMenuButton } from './mobile-menu-button.tsx';
import { NAV_ITEMS } from './nav-items.ts';

/**
 * The site header; `actions` holds signed-in extras (the teacher's start-class button),
 * `notice` a strip under it (the student's class-is-on prompt).
 */
export function SiteHeader({ actions, notice }: { actions?: ReactNode; notice?: ReactNode }) {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(100);
  const [coursesOpen, setCoursesOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const coursesActive = COURSE_PATHS.includes(pathname);

  // The address a menu was opened at. The path above changes only once the next screen's code has
  // arrived: a menu opened after a link was followed, while that screen loaded, belongs to it.
  const openedAt = useRef('');
  const closeMenus = useCallback(() => {
    setCoursesOpen(false);
    setMenuOpen(false);
  }, []);

  // Navigation, including browser back/forward, closes every menu opened on the page before.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => {
    if (pathname !== openedAt.current) closeMenus();
  }, [pathname]);

  // Back and forward close them at once too: a back before the next screen has arrived returns to
  // the path the header already shows.
  useEffect(() => {
    window.addEventListener('popstate', closeMenus);
    return () => window.removeEventListener('popstate', closeMenus);
  }, [closeMenus]);

  const openCourses = (open: boolean) => {
    if (open) openedAt.current = window.location.pathname;
    setCoursesOpen(open);
  };
  const openMenu = (open: boolean) => {
    if (open) {
      openedAt.current = window.location.pathname;
      setCoursesOpen(false);
    }
    setMenuOpen(open);
  };

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={`fixed inset-x-0 top-0 z-40 text-white transition-all duration-300 ${
        scrolled ? 'bg-plum-950/95 shadow-lg backdrop-blur' : 'bg-plum-950'
      }`}
    >
      <div
        className={`mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-all duration-300 sm:px-6 ${
          scrolled ? 'py-2' : 'py-4'
        }`}
      >
        <Link
          to="/"
          className="flex items-center gap-2"
          aria-label={`${school.shortName} ${school.name} home`}
        >
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-gold-400 text-plum-950">
            <Icon name="music" className="size-6" />
          </span>
          <span className="font-serif text-lg leading-tight font-semibold">
            {school.shortName}{' '}
            <span className="block text-xs font-normal tracking-wide text-white/70">{school.name}</span>
          </span>
        </Link>

        <nav aria-label="Main" className="hidden nav:block">
          {/* The links hydrate a turn after the rest of the header (the phone's menu button first). */}
          <HydrationPart>
            <ul className="flex items-center gap-1">
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  {item.to === 'courses' ? (
                    <CoursesDropdown open={coursesOpen} onOpenChange={openCourses} active={coursesActive} />
                  ) : (
                    <NavLink to={item.to} end className="nav-link">
                      {item.label}
                    </NavLink>
                  )}
                </li>
              ))}
            </ul>
          </HydrationPart>
        </nav>

        <div className="flex items-center gap-2">
          {actions}
          <LoginLink className="hidden whitespace-nowrap rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold text-plum-950 hover:bg-gold-300 sm:inline-flex" />
          <MobileMenuButton open={menuOpen} onOpenChange={openMenu} coursesActive={coursesActive} />
        </div>
      </div>
      {notice}
    </header>
  );
}
