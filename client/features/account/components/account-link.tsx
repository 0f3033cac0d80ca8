import { Link } from 'react-router';
import { initials, PersonPhoto } from '../../../components/ui/person-photo.tsx';
import { useProfile } from '../api/profile.ts';

type Props = { user: { id: string; firstName: string; lastName: string }; className?: string };

/** The header's way to the account page: the person's photo (or initials) and 'Account'. */
export function AccountLink({ user, className }: Props) {
  const profile = useProfile(user.id).data;
  const name = profile ? `${profile.firstName} ${profile.lastName}` : `${user.firstName} ${user.lastName}`;
  // Named by what it shows, in its order: the initials (the photo's fallback), then the word
  // 'Account' beside them on mid-width screens, so a speech-input user reaches it by saying
  // the letters they see (Label in Name).
  const label = `${initials(name)} Account`.trim();
  return (
    <Link to="/account" className={className} aria-label={label} title="Account">
      <PersonPhoto name={name} url={profile?.avatarUrl ?? null} size={32} className="size-8" />
      {/* The link's text reads 'AR Account', as shown, not 'ARAccount'; the flex box draws no space. */}{' '}
      <span className="sr-only sm:max-nav:not-sr-only">Account</span>
    </Link>
  );
}
