import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordProblem } from '../../common/schemas/password-rules.ts';
import { HttpError } from '../plugins/errors.ts';

// The list of commonly used passwords that zxcvbn-ts ships (about 49,000, from leaked password
// sets), as one lower-case set built at the first check.
let common: Set<string> | null = null;

/** Whether the password (compared in lower case) is on the shipped list of common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

/** A new password for the account with this e-mail: 400 naming the first rule it breaks. */
export function assertPasswordAllowed(password: string, email: string | null): void {
  const problem = passwordProblem(password, email, isCommonPassword);
  if (problem) throw new HttpError(400, problem);
}
