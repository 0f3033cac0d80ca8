// `npm run admin:create -- --email you@school.example [--first-name Ada] [--last-name Admin]
// [--password-stdin]`: the school's first admin (or a new password for an existing one) on the
// configured database. Prints a one-use link to the site's /reset-password page that sets the
// password, or with --password-stdin reads the password from standard input (the rules of every
// new password). Neither the password nor the link goes to a log.
import { text } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { forgotPasswordSchema } from '../common/schemas/account.ts';
import { accountName } from '../common/schemas/account-name.ts';
import { passwordProblem } from '../common/schemas/password-rules.ts';
import { isCommonPassword } from '../server/auth/common-passwords.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { accountLink } from '../server/mail/account-mails.ts';
import { TOKEN_HOURS } from '../server/routes/auth/account-tokens.ts';
import { provideAdmin } from '../server/routes/auth/admin-account.ts';

const USAGE =
  'Usage: npm run admin:create -- --email you@school.example [--first-name Ada] [--last-name Admin] [--password-stdin]';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string', default: 'School' },
    'last-name': { type: 'string', default: 'Admin' },
    'password-stdin': { type: 'boolean', default: false },
  },
});
const email = forgotPasswordSchema.shape.email.safeParse(values.email ?? '');
const firstName = accountName('First name').safeParse(values['first-name']);
const lastName = accountName('Last name').safeParse(values['last-name']);
if (!email.success) fail(USAGE);
// A name that is too long or holds a line break is told in the words of the forms.
if (!firstName.success || !lastName.success)
  fail(`${(firstName.error ?? lastName.error)?.issues[0]?.message}\n${USAGE}`);

let password: string | null = null;
if (values['password-stdin']) {
  if (process.stdin.isTTY)
    fail('Pipe the password in, e.g. from a password manager: ... | npm run admin:create -- ...');
  // One line, as `echo` or a password manager hands it over.
  const read = (await text(process.stdin)).replace(/\r?\n$/, '');
  const problem = passwordProblem(read, email.data, isCommonPassword);
  if (problem) fail(problem);
  password = read;
}

const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const account = { email: email.data, firstName: firstName.data, lastName: lastName.data };
  const { created, token } = await provideAdmin(database.db, account, password);
  const done = created ? `Admin account ${email.data} created` : `Admin account ${email.data} found`;
  if (token === null) console.log(`${done}; its password is the one read from standard input.`);
  else {
    const link = accountLink(config.school, '/reset-password', token);
    const hours = TOKEN_HOURS['password-reset'];
    console.log(
      `${done}. Open this link within ${hours} hour${hours === 1 ? '' : 's'} to set its password; it works once:`,
    );
    console.log(`\n  ${link}\n`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exitCode = 1;
} finally {
  await database.close();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
