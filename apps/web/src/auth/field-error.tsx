/** A field's inline message, linked to its input through aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (message === undefined) return null;
  return (
    <p id={id} className="text-destructive text-sm">
      {message}
    </p>
  );
}
