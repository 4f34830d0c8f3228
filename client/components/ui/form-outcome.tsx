import { FormAlert } from './text-field';

/**
 * How a form's call ended: its refusal (announced as an alert), or what it did (announced as a
 * status). `doneClass` styles the success: a paid line by default, the protection settings' own.
 */
export function FormOutcome({ error, done, doneClass = 'deposit-status deposit-status-paid' }: { error: string; done: string; doneClass?: string }) {
  return (
    <>
      <FormAlert message={error} />
      {done && (
        <p className={doneClass} role="status">
          {done}
        </p>
      )}
    </>
  );
}
