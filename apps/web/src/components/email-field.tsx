import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';

type EmailFieldProps = {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  /** The sign-in page looks up the address's single sign-on when the field is left. */
  onBlur?: () => void;
  disabled?: boolean;
  /** 'email' where the browser may fill in the user's own address; 'off' for someone else's. */
  autoComplete?: 'email' | 'off';
};

/** A labelled, required email input, as the sign-in, reset and invitation forms ask for one. */
export function EmailField({
  id = 'email',
  value,
  onChange,
  onBlur,
  disabled,
  autoComplete = 'email',
}: EmailFieldProps) {
  return (
    <FormField id={id} label="Email">
      {({ id: controlId }) => (
        <Input
          id={controlId}
          name="email"
          type="email"
          autoComplete={autoComplete}
          placeholder="name@firm.com"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          disabled={disabled}
        />
      )}
    </FormField>
  );
}
