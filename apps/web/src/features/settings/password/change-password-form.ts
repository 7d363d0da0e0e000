import { changePasswordBody, messages } from '@plaza/contract';

/** The server's body, plus the equality the form can check before asking (spec 01 §5). */
export const changePasswordForm = changePasswordBody.refine((form) => form.newPassword === form.confirmNewPassword, {
  error: messages.notEqual('Passwords'),
  path: ['confirmNewPassword'],
});

export const EMPTY_CHANGE_PASSWORD = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Spec 01 §4: submit stays disabled until all three fields are filled. */
export function canSubmitPasswordChange(values: typeof EMPTY_CHANGE_PASSWORD): boolean {
  return Object.values(values).every((value) => value.length > 0);
}
