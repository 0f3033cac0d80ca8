import { errorText } from '../../../lib/error-text.ts';
import { useProfile } from '../api/profile.ts';
import { AccountSections } from './account-sections.tsx';
import { Notice } from './notice.tsx';

/** The signed-in person's own account, once their profile has loaded. */
export function AccountScreen({ userId }: { userId: string }) {
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
  return <AccountSections profile={profile.data} />;
}
