import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FieldError } from './field-error';
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
      <div className="grid gap-2">
        <Label htmlFor="new-password">{passwordLabel}</Label>
        <Input
          id="new-password"
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => value.setPassword(event.target.value)}
          disabled={disabled}
          aria-invalid={passwordError !== undefined}
          aria-describedby={passwordError ? 'new-password-error' : undefined}
        />
        <FieldError id="new-password-error" message={passwordError} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="confirm-password">{confirmationLabel}</Label>
        <Input
          id="confirm-password"
          name="confirm-password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => value.setConfirmation(event.target.value)}
          disabled={disabled}
          aria-invalid={confirmationError !== undefined}
          aria-describedby={confirmationError ? 'confirm-password-error' : undefined}
        />
        <FieldError id="confirm-password-error" message={confirmationError} />
      </div>
    </>
  );
}
