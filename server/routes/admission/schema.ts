export const admissionDescription = [
  'multipart/form-data with the application fields of the admission form;',
  'selectedCourses is a JSON list of { course, type }; empty values are left out;',
  'paymentScreenshot (required) and nationalityId (optional) are PNG or JPEG files of at most 5 MB.',
].join(' ');
