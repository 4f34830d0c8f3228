import { FormAlert } from './text-field';

export { AmountField } from './amount-field';

/** The end of a once-only form: the failure, the success's message, and the submit button (off while it runs). */
export function OnceFormEnd({ formError, done, busy, submit }: { formError: string; done: string; busy: boolean; submit: string }) {
  return (
    <>
      <FormAlert message={formError} />
      {done && (
        <p className="deposit-status deposit-status-paid" role="status">
          {done}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {submit}
      </button>
    </>
  );
}
