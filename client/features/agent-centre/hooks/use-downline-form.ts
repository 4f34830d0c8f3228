import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { RegisterSettings } from '@shared/api';
import type { RegisterFieldErrors } from '@shared/api/register';
import { downlineFieldErrors, type DownlineField } from '@shared/validation/downline-form';
import { formatFieldError, type FieldError } from '@shared/validation/messages';
import { useApp, useSession } from '@client/app/app-context';
import { ApiFailure } from '@client/lib/api-client';
import { agentKeys } from '@client/lib/query-keys';
import { useFormCall } from '@client/lib/use-form-call';
import { registerDownline } from '../api/agent';
import { agentErrorKey } from '../errors';

type Values = Record<DownlineField, string>;
const EMPTY: Values = { username: '', password: '', confirmPassword: '' };

/**
 * A new downline's form: its fields checked by the brand's registration rules once the agent
 * has tried to send it, and the gateway's own refusal of a field shown under that field until
 * it is changed. A success empties the form and reloads the agent's data.
 */
export function useDownlineForm(settings: RegisterSettings) {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(EMPTY);
  const [type, setType] = useState<0 | 1>(0);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<DownlineField, FieldError>>>({});
  const [done, setDone] = useState('');
  const { busy, formError, setFormError, run } = useFormCall(agentErrorKey);

  const errors = downlineFieldErrors(values, settings);
  const errorOf = (field: DownlineField) => {
    const error = (touched ? errors[field] : undefined) ?? serverErrors[field];
    return error ? formatFieldError(error, t) : '';
  };
  const set = (field: DownlineField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    setDone('');
    if (Object.keys(errors).length > 0) return;
    setFormError('');
    await run(async () => {
      try {
        const created = await registerDownline(api, { ...values, type });
        setDone(t('agent.registerDone', { member: created.username }));
        setValues(EMPTY);
        setTouched(false);
        await queryClient.invalidateQueries({ queryKey: agentKeys.of(username) });
      } catch (error) {
        if (error instanceof ApiFailure && error.code === 'REGISTER_INVALID') setServerErrors((error.value as RegisterFieldErrors).fields);
        throw error;
      }
    });
  };
  return { values, set, errorOf, type, setType, busy, formError, done, submit };
}
