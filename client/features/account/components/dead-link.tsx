import { Link } from 'react-router';
import { LINK_DEAD } from '../../../../common/schemas/account.ts';
import { Notice } from './notice.tsx';

/** A mailed link that no longer works, and where to ask for a new one. */
export function DeadLink() {
  return (
    <>
      <Notice kind="error">{LINK_DEAD}</Notice>
      <Link to="/forgot-password" className="btn-primary w-full">
        Ask for a new link
      </Link>
    </>
  );
}
