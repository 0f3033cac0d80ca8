import { PASSWORD_CHANGE_REQUIRED } from '../../../../common/schemas/account.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useTabTitle } from '../../../lib/use-tab-title.ts';
import { useProfile } from '../api/profile.ts';
import { EmailSection } from './email-section.tsx';
import { Notice } from './notice.tsx';
import { PasswordSection } from './password-section.tsx';
import { PhotoSection } from './photo-section.tsx';
import { ProfileSection } from './profile-section.tsx';

/**
 * The signed-in person's own account: profile, photo, e-mail and password. While an admin's
 * password must still be replaced, that comes first, under a notice saying so.
 */
export function AccountScreen({ userId }: { userId: string }) {
  useTabTitle('Account');
  const profile = useProfile(userId);
  if (profile.isPending) {
    return (
      <p role="status" className="py-16 text-center text-slate-600">
        Loading your account...
      </p>
    );
  }
  if (profile.isError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16">
        <Notice kind="error">{errorText(profile.error)}</Notice>
        <button type="button" className="btn-primary" onClick={() => profile.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const p = profile.data;
  const password = <PasswordSection key="password" profile={p} />;
  const rest = [
    <ProfileSection key="profile" profile={p} />,
    <PhotoSection key="photo" profile={p} />,
    <EmailSection key="email" profile={p} />,
  ];
  return (
    <div className="flex flex-col gap-6">
      {p.mustChangePassword ? <Notice kind="info">{PASSWORD_CHANGE_REQUIRED}</Notice> : null}
      {p.mustChangePassword ? [password, ...rest] : [...rest, password]}
    </div>
  );
}
