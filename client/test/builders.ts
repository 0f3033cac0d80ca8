import type { AdmissionApplication } from '../../common/schemas/admission.ts';
import { meetingStatus, validApplication } from '../../common/test/builders.ts';

export { meetingStatus };

// Test data of the client's tests (the shapes are common/schemas').

/** A valid admission application as the form hands it over: a real File as the payment screenshot. */
export function validAdmissionValues(overrides: Partial<AdmissionApplication> = {}): AdmissionApplication {
  const paymentScreenshot = new File([new Uint8Array([0x89, 0x50])], 'payment.png', { type: 'image/png' });
  return validApplication({ paymentScreenshot, ...overrides }) as AdmissionApplication;
}
