import { useId, type InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** the field's error, shown under it and announced with it */
  error?: string;
};

/** A labelled input with its error underneath (docs/product.md 8: field errors under each input). */
export function TextField({ label, value, onValue, error, ...input }: Props) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={!!error} aria-describedby={`${id}-err`} {...input} />
      <p id={`${id}-err`} className="field-error">
        {error}
      </p>
    </div>
  );
}

/** A form-level error, announced when it appears. */
export function FormAlert({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
