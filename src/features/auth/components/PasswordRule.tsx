import { Trans } from '@lingui/react/macro';

/** The password rule (spec 5), shown as the hint of every new-password field. */
export function PasswordRule() {
  return (
    <Trans>
      At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character (for example @ # ! %).
    </Trans>
  );
}
