// Forms submitted empty flag every required field at once, not only those before the first failure.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as M from './message-texts';
import { ResetPasswordSchema } from './patient';
import { ChangePasswordSchema, DisableAccountSchema } from './settings';

function flagged(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const result = v.safeParse(schema, value);
  const out: Record<string, string> = {};
  for (const issue of result.success ? [] : result.issues) {
    const path = v.getDotPath(issue);
    if (path && !(path in out)) out[path] = issue.message;
  }
  return out;
}

describe('password forms submitted empty', () => {
  it('change password flags current, new and confirm', () => {
    const errors = flagged(ChangePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'currentPassword', 'newPassword']);
    expect(errors['confirmPassword']).toBe(M.required);
  });

  it('delete account flags the password and its confirmation', () => {
    const errors = flagged(DisableAccountSchema, { password: '', confirmPassword: '', comment: null });
    expect(errors).toEqual({ password: M.required, confirmPassword: M.required });
  });

  it('reset password flags the new password and its confirmation', () => {
    const errors = flagged(ResetPasswordSchema, { oobCode: 'code', newPassword: '', confirmPassword: '' });
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'newPassword']);
  });
});
