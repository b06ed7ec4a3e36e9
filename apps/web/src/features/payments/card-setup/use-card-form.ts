import { useRef, useState, type ChangeEvent } from 'react';
import type { User } from '@lodestar/contract';
import type { CardField, CardFieldErrors, CardFormValues } from './card-details';
import { formatCardNumber, formatCvc, formatExpiry } from './card-number';
import { CardSetupError } from './card-setup';

/** Each field's value as it is kept while typed: the number grouped, the expiry MM / YY, the CVC in digits. */
const FORMATS: Partial<Record<CardField, (typed: string, before: string) => string>> = {
  number: (typed) => formatCardNumber(typed),
  expiry: (typed, before) => formatExpiry(typed, typed.length < before.length),
  cvc: (typed) => formatCvc(typed),
};

/**
 * The local card form's state: the values as typed (formatted), each field's error (cleared as it is typed in) and the
 * refusal of the whole card. `bind` gives a field its props; `show` puts a refusal beside its field (focused) or under
 * the form, and answers it marked as shown; `container` holds the fields.
 */
export function useCardForm(user: Pick<User, 'name' | 'country'>) {
  const [values, setValues] = useState<CardFormValues>({
    number: '',
    expiry: '',
    cvc: '',
    name: user.name,
    postalCode: '',
    country: user.country ?? '',
  });
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);

  const show = (error: CardSetupError) => {
    const { field } = error;
    if (field) {
      setErrors((before) => ({ ...before, [field]: error.message }));
      container.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    } else setFormError(error.message);
    return new CardSetupError(error.message, { ...(field ? { field } : {}), shown: true });
  };

  /** Before sending: the errors of every field, and none of the card yet. */
  const check = (found: CardFieldErrors) => {
    setErrors(found);
    setFormError(null);
  };

  const bind = (name: CardField) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const typed = event.target.value;
      setValues((before) => ({ ...before, [name]: FORMATS[name]?.(typed, before[name]) ?? typed }));
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    },
  });

  return { values, formError, container, bind, check, show };
}
