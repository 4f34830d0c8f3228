import { FormAlert } from '@client/components/ui/text-field';

/** The end of a protection setting: its refusal, or what was saved (and when it takes effect). */
export function SaveResult({ error, done }: { error: string; done: string }) {
  return (
    <>
      <FormAlert message={error} />
      {done && (
        <p className="rg-done" role="status">
          {done}
        </p>
      )}
    </>
  );
}
