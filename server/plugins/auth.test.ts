import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../common/schemas/auth.ts';
import { assertClaimedIdentity, requireRole } from './auth.ts';

const req = (user: SessionUser | null) => ({ user }) as FastifyRequest;
const student: SessionUser = {
  id: 7,
  email: 's@example.com',
  username: null,
  role: 'student',
  firstName: 'S',
  lastName: 'T',
  mustChangePassword: false,
  timeZone: null,
};
const admin: SessionUser = { ...student, id: 1, role: 'admin' };

describe('identity checks', () => {
  it('refuses anyone without a session with 401', () => {
    expect(() => assertClaimedIdentity(req(null), { userId: 7 })).toThrow(
      expect.objectContaining({ statusCode: 401 }),
    );
  });

  it("accepts the session's own id and role, in any case", () => {
    expect(assertClaimedIdentity(req(student), { userId: '7', role: 'STUDENT' })).toBe(student);
  });

  it('refuses another id or another role with 403', () => {
    expect(() => assertClaimedIdentity(req(student), { userId: 8 })).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
    expect(() => assertClaimedIdentity(req(student), { role: 'teacher' })).toThrow(
      expect.objectContaining({ statusCode: 403 }),
    );
  });

  it('lets an admin act for others only where allowed', () => {
    expect(() => assertClaimedIdentity(req(admin), { userId: 7 })).toThrow();
    expect(assertClaimedIdentity(req(admin), { userId: 7 }, { adminMayActForOthers: true })).toBe(admin);
  });

  it('requireRole refuses other roles', () => {
    expect(() => requireRole(req(student), 'teacher')).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(requireRole(req(student), 'teacher', 'student')).toBe(student);
  });
});
