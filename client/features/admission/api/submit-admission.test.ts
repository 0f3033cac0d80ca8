import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdmissionApplication } from '../../../../common/schemas/admission.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { submitAdmission } from './submit-admission.ts';

const screenshot = new File([new Uint8Array([0x89, 0x50])], 'payment.png', { type: 'image/png' });
const values = {
  fullName: 'Asha Rao',
  email: 'asha@example.com',
  contactNumber: '9876543210',
  gender: 'female',
  dob: '2005-04-01',
  age: '21',
  address: '12 Example Street',
  city: 'Demo City',
  country: 'India',
  nationality: 'Indian',
  occupation: 'Student',
  education: 'BA',
  selectedCourses: [{ course: 'piano', type: 'crash' }],
  training: '',
  goal: undefined,
  howKnow: 'A friend',
  paymentMethod: 'online',
  nationalityId: null,
  paymentScreenshot: screenshot,
  terms: true,
  privacy: true,
  notRobot: true,
} as AdmissionApplication;

describe('submitAdmission', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts multipart: courses as JSON, files as parts, empty values left out, with progress', async () => {
    const post = vi.spyOn(apiClient, 'postForm').mockResolvedValue({ result: true, message: 'ok' });
    const onProgress = vi.fn();
    await submitAdmission({ values, honeypot: '', onProgress });
    const [path, form, progress] = post.mock.calls[0] ?? [];
    expect(path).toBe('/admission_form.php');
    expect(progress).toBe(onProgress);
    const sent = form as FormData;
    expect(sent.get('selectedCourses')).toBe('[{"course":"piano","type":"crash"}]');
    expect((sent.get('paymentScreenshot') as File).name).toBe('payment.png');
    expect(sent.get('terms')).toBe('true');
    for (const empty of ['training', 'goal', 'nationalityId', 'website']) expect(sent.has(empty)).toBe(false);
  });

  it('sends the honeypot only when a bot filled it', async () => {
    const post = vi.spyOn(apiClient, 'postForm').mockResolvedValue({ result: true, message: 'ok' });
    await submitAdmission({ values, honeypot: 'spam', onProgress: () => {} });
    const [, form] = post.mock.calls[0] ?? [];
    expect((form as FormData).get('website')).toBe('spam');
  });
});
