// The form itself is checked by common/schemas/contact.ts; its answer is common/schemas/form-answer.ts.
export const contactDescription =
  'multipart/form-data with name, email, phone, message and notRobot (true), as the contact form sends them.';
