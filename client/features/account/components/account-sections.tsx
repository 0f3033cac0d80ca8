import { useState } from 'react';
import { PASSWORD_CHANGE_REQUIRED, type Profile } from '../../../../common/schemas/account.ts';
import { CalendarFeedSection } from './calendar-feed-section.tsx';
import { EmailSection } from './email-section.tsx';
import { Notice } from './notice.tsx';
import { PasswordSection } from './password-section.tsx';
import { PhotoSection } from './photo-section.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * The account's parts. While an admin's password must still be replaced, the password comes
 * first under a notice, and the photo and e-mail (which the server refuses until then) wait; the
 * order stays as it was when the page opened, so the outcome of the change is read where it was made.
 */
export function AccountSections({ profile }: { profile: Profile }) {
  const [passwordFirst] = useState(profile.mustChangePassword);
  const password = <PasswordSection key="password" profile={profile} />;
  const rest = [
    <ProfileSection key="profile" profile={profile} />,
    ...(profile.mustChangePassword
      ? []
      : [<PhotoSection key="photo" profile={profile} />, <EmailSection key="email" profile={profile} />]),
    // Admins have no lessons, so no calendar feed; a guardian's holds their children's.
    ...(profile.mustChangePassword || profile.role === 'admin'
      ? []
      : [<CalendarFeedSection key="calendar" userId={profile.id} />]),
  ];
  return (
    <div className="flex flex-col gap-6">
      {profile.mustChangePassword ? <Notice kind="info">{PASSWORD_CHANGE_REQUIRED}</Notice> : null}
      {passwordFirst ? [password, ...rest] : [...rest, password]}
    </div>
  );
}
