import { FormAlert } from '@client/components/ui/text-field';

/** A claim's answer: the refusal, or what was paid. */
export function ClaimResult({ error, done }: { error: string; done: string }) {
  return (
    <>
      <FormAlert message={error} />
      {done && (
        <p className="deposit-status deposit-status-paid" role="status">
          {done}
        </p>
      )}
    </>
  );
}
