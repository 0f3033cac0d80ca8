import { useMustChangePassword } from '../features/account/hooks/use-must-change-password.ts';
import { ActiveClassPrompt } from '../features/active-class/components/active-class-prompt.tsx';

/**
 * A signed-in student's Join prompt. Until an admin-set password is replaced the server refuses
 * the class check, so none is made.
 */
export function StudentNotice({ studentId }: { studentId: string }) {
  return useMustChangePassword(studentId) === false ? <ActiveClassPrompt studentId={studentId} /> : null;
}
