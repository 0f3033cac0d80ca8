import { PASSWORD_MIN_LENGTH } from '../../../common/schemas/admin-users.ts';

// The set-password page of a one-use link (`npm run admin:create`): plain HTML and a form that
// posts back, so it needs no script and works under the site's Content Security Policy.

export const PASSWORDS_DIFFER = 'The passwords do not match';
export const LINK_DEAD = 'This link has expired or has already been used. Ask for a new one.';
export const PASSWORD_SET = 'Your password is set. You can now sign in.';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `body{font-family:system-ui,sans-serif;max-width:26rem;margin:4rem auto;padding:0 1rem;color:#1f2937}
label{display:block;margin-top:1rem;font-weight:600}input{display:block;width:100%;box-sizing:border-box;padding:.5rem;margin-top:.25rem;font:inherit}
p.hint{margin:.25rem 0 0;color:#4b5563;font-size:.9rem}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit;cursor:pointer}[role=alert]{color:#b91c1c}`;

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Set your password</title><style>${STYLE}</style></head>
<body><main><h1>Set your password</h1>${body}</main></body></html>`;
}

/** The form; `action` is where it posts (this page's own address). */
export function setPasswordForm(action: string, token: string, error?: string): string {
  return page(`${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<label for="password">New password</label>
<p id="password-rule" class="hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="200" required aria-describedby="password-rule">
<label for="confirm">Repeat the new password</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" minlength="${PASSWORD_MIN_LENGTH}" maxlength="200" required>
<button type="submit">Set password</button>
</form>`);
}

export const linkDeadPage = () => page(`<p role="alert">${LINK_DEAD}</p>`);

export const passwordSetPage = () => page(`<p>${PASSWORD_SET}</p><p><a href="/login">Sign in</a></p>`);
