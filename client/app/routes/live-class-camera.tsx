import { useParams } from 'react-router';
import { PhoneCameraScreen } from '../../features/live-class/components/phone-camera-screen.tsx';
import { withQueryScope } from '../query-scope.tsx';

/** A phone as a member's second camera: its one-time link gives it a camera session, so no sign-in is asked. */
export const LiveClassCameraRoute = withQueryScope(function LiveClassCamera() {
  const { classId } = useParams();
  return <PhoneCameraScreen key={classId ?? ''} classId={classId ?? ''} />;
});
