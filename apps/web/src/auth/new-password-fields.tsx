import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { NewPassword } from './use-new-password';

interface NewPasswordFieldsProps {
  value: NewPassword;
  disabled: boolean;
  passwordLabel: string;
  confirmationLabel: string;
}

/** The new-password and confirmation inputs with their inline rules. */
export function NewPasswordFields({
  value,
  disabled,
  passwordLabel,
  confirmationLabel,
}: NewPasswordFieldsProps) {
  const { password, confirmation, passwordError, confirmationError } = value;
  return (
    <>
      <FormField id="new-password" label={passwordLabel} error={passwordError}>
        {(control) => (
          <Input
            {...control}
            name="new-password"
            type="password"
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => value.setPassword(event.target.value)}
            disabled={disabled}
          />
        )}
      </FormField>
      <FormField id="confirm-password" label={confirmationLabel} error={confirmationError}>
        {(control) => (
          <Input
            {...control}
            name="confirm-password"
            type="password"
            autoComplete="new-password"
            required
            value={confirmation}
            onChange={(event) => value.setConfirmation(event.target.value)}
            disabled={disabled}
          />
        )}
      </FormField>
    </>
  );
}
