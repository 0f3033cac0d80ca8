// Families (issue 45): guardians and the students they are linked to.

export const FAMILY_TEXT = {
  notGuardianEmail: 'This e-mail belongs to a student, teacher or admin account: it cannot be a guardian’s',
  chooseChild: 'Please choose one of your children',
  notYourChild: 'You can see only your own children’s lessons and practice',
} as const;
