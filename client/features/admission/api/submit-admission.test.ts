import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client.ts';
import { validAdmissionValues } from '../../../test/builders.ts';
import { submitAdmission } from './submit-admission.ts';

const values = validAdmissionValues({ contactNumber: '9876543210', goal: undefined });

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
