import { API } from '../../../../common/api.ts';
import type { AdmissionApplication } from '../../../../common/schemas/admission.ts';
import { HONEYPOT_FIELD } from '../../../../common/schemas/field-rules.ts';
import type { formAccepted } from '../../../../common/schemas/form-answer.ts';
import { apiClient } from '../../../lib/api-client.ts';

type Submission = {
  values: AdmissionApplication;
  honeypot: string;
  onProgress: (fraction: number) => void;
};

/**
 * SUBMIT_FORM (POST /admission_form.php) as multipart: selectedCourses as a JSON list,
 * files as parts, empty values left out. Reports upload progress.
 */
export function submitAdmission({ values, honeypot, onProgress }: Submission) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'selectedCourses') form.append(key, JSON.stringify(value));
    else if (value instanceof Blob) form.append(key, value, (value as File).name);
    else form.append(key, String(value));
  }
  if (honeypot) form.append(HONEYPOT_FIELD, honeypot);
  return apiClient.postForm<typeof formAccepted>(API.admissionForm, form, onProgress);
}
