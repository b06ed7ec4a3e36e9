import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { displayMessage, toast } from './toast';

/** A bad value (400) or one the server cannot take, such as a duplicate or a full list (409). */
const FIELD_REFUSALS = [400, 409];

/** Shows the server's refusal of a one-field form under that field; any other failure as an error toast. */
export function showFieldRefusal<Values extends FieldValues>(setError: UseFormSetError<Values>, field: Path<Values>, error: unknown) {
  if (error instanceof ApiError && FIELD_REFUSALS.includes(error.status)) setError(field, { message: displayMessage(error) });
  else toast.error(error);
}
