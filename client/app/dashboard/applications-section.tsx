import { AcceptApplication } from '../../features/admin-accept/components/accept-application.tsx';
import { ApplicationsPanel } from '../../features/admin-submissions/components/applications-panel.tsx';

/** The admission applications, each with Accept in its detail: two features composed here. */
export function ApplicationsSection() {
  return (
    <ApplicationsPanel
      renderAccept={(application, done) => <AcceptApplication application={application} onAccepted={done} />}
    />
  );
}
