// The password-change rules, apart from the dialog so they can be tested without rendering.
export interface PasswordForm {
  oldPwd: string;
  newPwd: string;
  confirmPwd: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

/** Returns the message keys per field; empty when the form may be sent. */
export function checkPasswordForm(form: PasswordForm): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.oldPwd) errors.oldPwd = 'person.oldPwdRequired';
  if (!form.newPwd) errors.newPwd = 'person.newPwdRequired';
  if (form.confirmPwd !== form.newPwd) errors.confirmPwd = 'person.pwdMismatch';
  return errors;
}
