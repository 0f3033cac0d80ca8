// The admission page's copy.

export const ADMISSION_HERO = {
  title: 'Admission',
  intro: 'Join our 2025 intake: apply online in five simple steps.',
};

export const ADMISSION_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Read the terms', text: 'Read our terms and conditions before you apply.' },
  { title: 'Pay and take a screenshot', text: 'Complete the payment and take a screenshot of it.' },
  {
    title: 'Fill the application',
    text: 'Fill the application form below and attach the payment screenshot.',
  },
  { title: 'Collect your invoice', text: 'Collect the invoice for your payment from the academy.' },
  { title: 'Start learning', text: 'Meet your teacher and start learning.' },
];

export const PAYMENT_INTRO =
  'Pay instantly by scanning a QR code with any UPI payment app, or use the payment id.';

export const BANK_DETAILS_CHAT_TEXT = 'Hi! Please share the bank details for paying the admission fee.';

export const ADMISSION_INFO = {
  title: 'Before you apply',
  text: 'Admission is confirmed once we have checked your application and payment. Please read the rules and regulations of the academy: they cover attendance, rescheduling, fees and conduct.',
  button: 'RULES & REGULATIONS',
};
