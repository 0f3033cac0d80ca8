import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { INVITATION_SENT } from '../../../../common/schemas/account.ts';
import {
  type AdminUser,
  type CreateUserInput,
  createUserSchema,
  updateUserSchema,
} from '../../../../common/schemas/admin-users.ts';
import { passwordProblem } from '../../../../common/schemas/password-rules.ts';
import { AdminForm } from '../../../components/admin/admin-form.tsx';
import { fieldProps } from '../../../components/admin/field-props.ts';
import { InputField } from '../../../components/admin/input-field.tsx';
import { RadioChoice } from '../../../components/admin/radio-choice.tsx';
import { SelectField } from '../../../components/admin/select-field.tsx';
import { NewPasswordField } from '../../../components/ui/new-password-field.tsx';
import { useSaveUser } from '../api/admin-users-api.ts';

export const MUST_CHANGE_NOTE = 'They must change this password when they first sign in.';
export const INVITATION_NOTE =
  'They get an email with a link to choose their own password. The link works for 7 days.';

type Values = Omit<CreateUserInput, 'password'> & { signIn: 'invite' | 'password'; password: string };

/**
 * A new person: invited by mail to choose their password, or (where mail cannot reach them) given
 * one that they must change at their first sign-in. The password is checked only when set here.
 */
const createForm = createUserSchema
  .extend({ signIn: z.enum(['invite', 'password']), password: z.string() })
  .superRefine(({ signIn, password, email }, ctx) => {
    const problem = signIn === 'password' ? passwordProblem(password, email) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['password'], message: problem });
  })
  .transform(
    ({ signIn, password, ...user }): CreateUserInput =>
      signIn === 'password' ? { ...user, password } : user,
  );

type Props = { user: AdminUser | null; onDone(): void };

/** Adds a teacher or student (invited, or with a first password), or edits one (`user`); mounted with its dialog. */
export function UserForm({ user, onDone }: Props) {
  const save = useSaveUser();
  const editing = Boolean(user);
  const form = useForm<Values, unknown, CreateUserInput>({
    // Editing has neither the choice nor a password: the edit schema leaves them out.
    resolver: zodResolver(editing ? updateUserSchema : createForm) as never,
    defaultValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      role: user?.role === 'teacher' ? 'teacher' : 'student',
      signIn: 'invite',
      password: '',
    },
  });
  const field = fieldProps(form);
  const signIn = form.watch('signIn');

  return (
    <AdminForm
      form={form}
      save={save}
      onSave={(input) => save.mutateAsync({ id: user?.id, input })}
      saved={
        editing ? 'User updated' : signIn === 'invite' ? `User created. ${INVITATION_SENT}` : 'User created'
      }
      onDone={onDone}
      twoColumns
    >
      <InputField label="First name" {...field('firstName')} autoComplete="off" />
      <InputField label="Last name" {...field('lastName')} autoComplete="off" />
      <div className="sm:col-span-2">
        <InputField label="Email" {...field('email')} type="email" autoComplete="off" />
      </div>
      <SelectField label="Role" {...field('role')}>
        <option value="student">Student</option>
        <option value="teacher">Teacher</option>
      </SelectField>
      {editing ? null : (
        <fieldset className="flex flex-col gap-2 sm:col-span-2">
          <legend className="mb-1 text-sm font-semibold text-plum-900">First sign-in</legend>
          <RadioChoice registration={form.register('signIn')} value="invite">
            Send an invitation
          </RadioChoice>
          <RadioChoice registration={form.register('signIn')} value="password">
            Set a password
          </RadioChoice>
          <p className="text-sm text-slate-600">{signIn === 'invite' ? INVITATION_NOTE : MUST_CHANGE_NOTE}</p>
        </fieldset>
      )}
      {!editing && signIn === 'password' ? (
        <div className="sm:col-span-2">
          <NewPasswordField label="Password" {...field('password')} />
        </div>
      ) : null}
    </AdminForm>
  );
}
