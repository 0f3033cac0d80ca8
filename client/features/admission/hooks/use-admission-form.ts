import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { AdmissionApplication, AdmissionInput } from '../../../../common/schemas/admission.ts';
import { localToday } from '../../../../common/schemas/admission-rules.ts';
import { schoolDate } from '../../../../common/school-time.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { school } from '../../../lib/school.ts';
import { toast } from '../../../lib/toast.ts';
import { submitAdmission } from '../api/submit-admission.ts';

export const ADMISSION_FAILED = 'Failed to submit admission form. Please try again.';

// Unchosen selects and files start empty; the schema refuses them until chosen.
const EMPTY = {
  fullName: '',
  email: '',
  contactNumber: '',
  gender: '',
  dob: '',
  age: '',
  address: '',
  city: '',
  country: '',
  nationality: '',
  occupation: '',
  education: '',
  selectedCourses: [],
  training: '',
  goal: '',
  howKnow: '',
  paymentMethod: '',
  nationalityId: null,
  paymentScreenshot: null,
  terms: false,
  privacy: false,
  notRobot: false,
  guardianName: '',
  guardianEmail: '',
  guardianPhone: '',
} as unknown as AdmissionInput;

// zod and the schema load on the form's first focus (or first check), not with the page.
const validation = lazyResolver<AdmissionInput, AdmissionApplication>(async () => {
  const [{ zodResolver }, { buildAdmissionSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../../common/schemas/admission.ts'),
  ]);
  // The browser's own today for "in the future"; the school's for whether a parent must apply too.
  return zodResolver(
    buildAdmissionSchema(
      () => localToday(),
      () => schoolDate(school.timeZone),
    ),
  );
});

/**
 * The application form: every field checked on change and all at submit; on success the
 * whole form and its files reset and 'Thank You!' opens; on failure the form is kept.
 */
export function useAdmissionForm() {
  const form = useForm<AdmissionInput, unknown, AdmissionApplication>({
    resolver: validation.resolver,
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState(0);
  const [thanksOpen, setThanksOpen] = useState(false);
  const submit = useMutation({
    mutationFn: submitAdmission,
    onSuccess: () => {
      form.reset(EMPTY);
      setThanksOpen(true);
    },
    onError: (err) => {
      toast.error(err instanceof ApiError && err.serverMessage ? err.serverMessage : ADMISSION_FAILED);
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    setProgress(0);
    return submit
      .mutateAsync({ values, honeypot: honeypotRef.current?.value ?? '', onProgress: setProgress })
      .catch(() => {});
  });
  return {
    form,
    onSubmit,
    preloadChecks: validation.preload,
    submitting: submit.isPending,
    progress,
    honeypotRef,
    thanksOpen,
    setThanksOpen,
  };
}
