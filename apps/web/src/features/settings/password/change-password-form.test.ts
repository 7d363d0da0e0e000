import { describe, expect, it } from 'vitest';
import { EMPTY_CHANGE_PASSWORD, canSubmitPasswordChange, changePasswordForm } from './change-password-form';

const filled = { currentPassword: 'old-secret', newPassword: 'new-secret', confirmNewPassword: 'new-secret' };

describe('the change-password form', () => {
  it('can be submitted only when all three fields are filled', () => {
    expect(canSubmitPasswordChange(EMPTY_CHANGE_PASSWORD)).toBe(false);
    expect(canSubmitPasswordChange({ ...filled, currentPassword: '' })).toBe(false);
    expect(canSubmitPasswordChange({ ...filled, confirmNewPassword: '' })).toBe(false);
    expect(canSubmitPasswordChange(filled)).toBe(true);
  });

  it('accepts a confirmed new password', () => {
    expect(changePasswordForm.safeParse(filled).success).toBe(true);
  });

  it('says the passwords do not match on the confirmation field', () => {
    const result = changePasswordForm.safeParse({ ...filled, confirmNewPassword: 'new-secreT' });
    expect(result.error?.issues).toMatchObject([{ path: ['confirmNewPassword'], message: 'Passwords do not match' }]);
  });

  it('uses the server rules for the new password', () => {
    const result = changePasswordForm.safeParse({ ...filled, newPassword: 'short', confirmNewPassword: 'short' });
    expect(result.success).toBe(false);
  });
});
