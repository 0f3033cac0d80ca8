import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assignment, CreateAssignment } from '../../../../common/schemas/assignments.ts';
import { errorText } from '../../../lib/error-text.ts';
import { createAssignment } from '../api/create-assignment.ts';
import { PRACTICE_KEY } from '../api/practice-key.ts';
import { updateAssignment } from '../api/update-assignment.ts';
import { uploadAttachment } from '../api/upload-attachment.ts';

export type AssignmentFields = Omit<CreateAssignment, 'student_id' | 'class_id'>;

/** Thrown when the assignment was saved but its file was refused: the form says both. */
export class AttachmentRefused extends Error {}

/**
 * Sets (or changes) an assignment, then sends its attachment, if one was chosen, for the server
 * to check by its content. The lists are read again either way.
 */
export function useSaveAssignment(studentId: number, existing?: Assignment) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ fields, file }: { fields: AssignmentFields; file: File | null }) => {
      const saved = existing
        ? await updateAssignment({ id: existing.id, patch: fields })
        : await createAssignment({ ...fields, student_id: studentId });
      if (!file) return saved.Assignment;
      try {
        return (await uploadAttachment({ id: saved.Assignment.id, file })).Assignment;
      } catch (err) {
        throw new AttachmentRefused(
          `The assignment was saved, but the attachment was not: ${errorText(err, 'it could not be sent')}`,
        );
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: PRACTICE_KEY }),
  });
}
