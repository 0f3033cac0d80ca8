import { useParams } from 'react-router';
import { RecitalAudience } from '../../features/recitals/components/recital-audience.tsx';
import { withQueryScope } from '../query-scope.tsx';

/** /recital/{token}: a recital's audience page; the link's token is the key, no account is needed. */
export const RecitalAudienceRoute = withQueryScope(function RecitalAudiencePage() {
  const { token = '' } = useParams();
  return <RecitalAudience key={token} token={token} />;
});
