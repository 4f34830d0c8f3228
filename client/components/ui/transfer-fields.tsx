import { FormOutcome } from './form-outcome';

export { AmountField } from './amount-field';

/** The end of a once-only form: the failure, the success's message, and the submit button (off while it runs). */
export function OnceFormEnd({ formError, done, busy, submit }: { formError: string; done: string; busy: boolean; submit: string }) {
  return (
    <>
      <FormOutcome error={formError} done={done} />
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submit}
      </button>
    </>
  );
}
