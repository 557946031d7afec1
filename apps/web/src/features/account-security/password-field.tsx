import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/text-field';

/** The account password that a security change asks for first (two-factor, passkeys). */
export function CurrentPasswordField({
  value,
  onChange,
  error,
}: {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('security.password')}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
