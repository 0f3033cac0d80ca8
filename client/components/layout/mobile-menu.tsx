import { Accordion, Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { COURSE_GROUPS, COURSES } from '../../../common/courses.ts';
import { DialogCloseButton } from '../ui/dialog-close-button.tsx';
import { Icon } from '../ui/icon.tsx';
import { LoginLink } from './login-link.tsx';
import { NAV_ITEMS } from './nav-items.ts';

type Props = {
  open: boolean;
  onOpenChange(open: boolean): void;
  coursesActive: boolean;
  /** The button that opened the menu; focus returns to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * The menu at 1300 px wide or less: a modal panel (body scroll locked while open) with
 * the courses as an accordion, one group open at a time.
 */
export function MobileMenu({ open, onOpenChange, coursesActive, opener }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        {/* Any link closes the menu, also one to the page already shown (no navigation happens). */}
        <Dialog.Content
          onClick={(e) => {
            if ((e.target as Element).closest('a[href]')) onOpenChange(false);
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-plum-950 p-6 text-white shadow-2xl"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className="mb-6 flex items-center justify-between">
            <Dialog.Title className="font-serif text-xl">Menu</Dialog.Title>
            <Dialog.Description className="sr-only">Site navigation</Dialog.Description>
            <DialogCloseButton
              label="Close menu"
              className="size-11 hover:bg-white/10"
              iconClassName="size-6"
            />
          </div>
          <nav aria-label="Mobile">
            <ul className="space-y-1">
              {NAV_ITEMS.map((item) =>
                item.to === 'courses' ? (
                  <li key={item.to}>
                    <p
                      className={`px-3 py-2 text-sm font-semibold tracking-wide ${coursesActive ? 'text-gold-400' : ''}`}
                    >
                      COURSES
                    </p>
                    <Accordion.Root type="single" collapsible className="ml-2 border-l border-white/15 pl-2">
                      {COURSE_GROUPS.map((group) => (
                        <Accordion.Item key={group} value={group}>
                          <Accordion.Header>
                            <Accordion.Trigger className="group flex font-sans w-full items-center justify-between rounded-md px-3 py-2 text-left hover:bg-white/10">
                              {group}
                              <Icon
                                name="chevronDown"
                                className="size-4 transition-transform group-data-[state=open]:rotate-180"
                              />
                            </Accordion.Trigger>
                          </Accordion.Header>
                          <Accordion.Content>
                            <ul className="pb-2 pl-3">
                              {COURSES.filter((c) => c.group === group).map((c) => (
                                <li key={c.path}>
                                  <Link
                                    to={c.path}
                                    className="block rounded-md px-3 py-2 text-sm text-white/85 hover:bg-white/10"
                                  >
                                    {c.menuLabel}
                                  </Link>
                                </li>
                              ))}
                            </ul>
                          </Accordion.Content>
                        </Accordion.Item>
                      ))}
                    </Accordion.Root>
                  </li>
                ) : (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      className="block rounded-md px-3 py-2 text-sm font-semibold tracking-wide hover:bg-white/10 aria-[current=page]:text-gold-400"
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <LoginLink className="mt-8 inline-flex justify-center rounded-full bg-gold-400 px-5 py-3 text-sm font-semibold text-plum-950" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
