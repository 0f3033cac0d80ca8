import { Link } from 'react-router';
import { PersonPhoto } from '../../../components/ui/person-photo.tsx';
import { useProfile } from '../api/profile.ts';

type Props = { user: { id: string; firstName: string; lastName: string }; className?: string };

/** The header's way to the account page: the person's photo (or initials) and 'Account'. */
export function AccountLink({ user, className }: Props) {
  const profile = useProfile(user.id).data;
  const name = profile ? `${profile.firstName} ${profile.lastName}` : `${user.firstName} ${user.lastName}`;
  return (
    // Named by its purpose; the photo beside the word is the person's own.
    <Link to="/account" className={className} aria-label="Account" title="Account">
      <PersonPhoto name={name} url={profile?.avatarUrl ?? null} size={32} className="size-8" />
      <span className="sr-only sm:max-nav:not-sr-only">Account</span>
    </Link>
  );
}
