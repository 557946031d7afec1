import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/text-field';
import type { TextInput } from '@/ui/use-text-input';

interface FieldProps {
  readonly field: TextInput;
  readonly error?: string | undefined;
}

/** The account password that a security change asks for first (two-factor, passkeys). */
export function CurrentPasswordField({ field, error }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      {...field.props}
      label={t('security.password')}
      type="password"
      autoComplete="current-password"
      error={error}
    />
  );
}

/** A passkey's name, as it is added and as it is renamed. */
export function PasskeyNameField({ field, error }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextField {...field.props} label={t('security.passkeys.name')} maxLength={60} error={error} />
  );
}
