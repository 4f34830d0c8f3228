import type { SecondFactorRequired } from '@shared/api/second-factor';
import { PasskeySecondStep } from './passkey-second-step';
import { SecondFactorStep } from './second-factor-step';

/**
 * docs/product.md 4: the second step of a login (password, or a social login back without a
 * session): the authenticator's code or a recovery code, "Use a passkey" under it when the
 * account has both, or the passkey alone.
 */
export function LoginSecondStep({ required, via, onBack }: { required: SecondFactorRequired; via: 'password' | 'social'; onBack: () => void }) {
  const passkey = required.methods.includes('passkey');
  if (!required.methods.includes('totp')) return <PasskeySecondStep required={required} onBack={onBack} />;
  return (
    <SecondFactorStep required={required} via={via} onBack={onBack}>
      {passkey && <PasskeySecondStep required={required} onBack={onBack} inline />}
    </SecondFactorStep>
  );
}
