import { afterEach, describe, expect, it } from 'vitest';
import { hasRole, readCurrentUser } from './current-user.ts';

function setCookies(values: Record<string, string>) {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookies are what is under test
  for (const [k, v] of Object.entries(values)) document.cookie = `${k}=${encodeURIComponent(v)}; path=/`;
}

describe('readCurrentUser', () => {
  afterEach(() => {
    for (const k of ['User_Id', 'User_Role_Id', 'User_Email', 'User_Role', 'User_First_Name']) {
      // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookies under test
      document.cookie = `${k}=; path=/; max-age=0`;
    }
  });

  it('is logged out unless all four main cookies are present', () => {
    setCookies({ User_Id: '7', User_Role_Id: '3', User_Email: 'student@example.com' });
    expect(readCurrentUser()).toBeNull();
  });

  it('reads the user when all four are present, role compared case-insensitively', () => {
    setCookies({
      User_Id: '7',
      User_Role_Id: '3',
      User_Email: 'student@example.com',
      User_Role: 'Student',
      User_First_Name: 'Asha',
    });
    const user = readCurrentUser();
    expect(user).toMatchObject({ id: '7', email: 'student@example.com', firstName: 'Asha', lastName: '' });
    expect(hasRole(user, 'student')).toBe(true);
    expect(hasRole(user, 'teacher')).toBe(false);
  });
});
